import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { FAILURE } from '#mocks/store/mock-state.ts';
import { contractOperations, validateResponse } from '#scripts/contract/openapi-validator.ts';
import {
  SAMPLE_REQUESTS,
  defaultSampleContext,
  sampleUrl,
} from '#scripts/contract/sample-requests.ts';

/**
 * openapi.yaml, "Plan version" (proposed), as the mock backend implements it over HTTP (the
 * store and handlers MSW uses too): every plan write that takes `planVersion` refuses another
 * version than the plan's with 5007 and changes nothing, takes the plan's own, and goes on as
 * before without one; the version moves on with every change of the plan.
 */
let mock: MockHttpServer;
const AUTH = { Authorization: 'Bearer plan-version-test' };

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active' });
});
afterAll(async () => {
  await mock.close();
});

/** The operations whose parameters include the proposed `planVersion`: read from the contract. */
const VERSIONED: OperationId[] = [...contractOperations().values()]
  .filter(({ operation }) =>
    ((operation.parameters ?? []) as { $ref?: string }[]).some((parameter) =>
      parameter.$ref?.endsWith('/PlanVersion'),
    ),
  )
  .map(({ operationId }) => operationId as OperationId);

/** The scenario a write needs to succeed (`x-plan-status`: 2 is a paused plan). */
function scenarioFor(id: OperationId): string {
  const status = contractOperations().get(id)?.operation['x-plan-status'];
  return status === 2 ? 'paused' : 'active';
}

async function call(id: OperationId, planVersion?: string) {
  const context = { ...defaultSampleContext(), planId: 880001 };
  const plan = mock.store.queryPlan();
  if (plan) {
    context.items = plan.orderItemList.map(({ image: _image, ...item }) => item);
    context.daySpan = plan.daySpan;
  }
  const sample = SAMPLE_REQUESTS[id](context);
  const url = new URL(sampleUrl(mock.url, OPERATIONS[id].path, sample));
  if (planVersion !== undefined) url.searchParams.set('planVersion', planVersion);
  const response = await fetch(url, {
    method: OPERATIONS[id].method.toUpperCase(),
    headers: { ...AUTH, 'Content-Type': 'application/json' },
    ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
  });
  const body = (await response.json()) as { code: number; msg: string };
  expect(validateResponse(id, response.status, body).errors).toEqual([]);
  return body;
}

function version(): string {
  const plan = mock.store.queryPlan();
  if (!plan?.version) throw new Error('the plan has no version');
  return plan.version;
}

describe('the proposed plan version, in the mock backend', () => {
  it('is taken by every plan write whose path names the plan', () => {
    expect(VERSIONED.sort()).toEqual(
      Object.entries(OPERATIONS)
        .filter(([, info]) => info.write && info.planScoped && info.path.includes('{planId}'))
        .map(([id]) => id)
        .sort(),
    );
  });

  it.each(VERSIONED)('%s: another version is refused (5007) and changes nothing', async (id) => {
    mock.setScenario(scenarioFor(id));
    const before = mock.store.snapshot().plan;
    const answer = await call(id, `${version()}-older`);
    expect(answer.code).toBe(FAILURE.planChanged);
    expect(answer.msg).toMatch(/^Plan 880001 has changed/);
    expect(mock.store.snapshot().plan).toEqual(before);
  });

  it.each(VERSIONED)('%s: the plan’s own version is taken, and none goes as before', async (id) => {
    mock.setScenario(scenarioFor(id));
    expect((await call(id, version())).code).toBe(200);
    mock.setScenario(scenarioFor(id));
    expect((await call(id)).code).toBe(200);
  });

  it('changes with every change, whichever call made it: the same version is the same plan', async () => {
    mock.setScenario('active');
    const active = version();
    await call('pausePlan', active);
    const paused = version();
    expect(paused).not.toBe(active);
    // Refused: nothing changed, so the version stays.
    expect((await call('pausePlan', paused)).code).toBe(FAILURE.planState);
    expect(version()).toBe(paused);
    // Put back exactly as it was, the plan has its version again: a write made from it replaces
    // nothing its writer has not seen.
    await call('restartPlan', paused);
    expect(version()).toBe(active);
    await call('changeNextPayDt', active);
    expect([active, paused]).not.toContain(version());
  });

  it('a plan that is gone answers 5002 whatever version is sent', async () => {
    mock.setScenario('active');
    const stale = version();
    await call('terminatePlan', stale);
    expect((await call('pausePlan', stale)).code).toBe(FAILURE.planNotFound);
  });
});
