import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRISM_PREFER } from '#mocks/generated/prism-prefer.ts';
import { resetMockBackend, server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import {
  SCENARIOS,
  allScenarioNames,
  getScenario,
  type ScenarioName,
} from '#mocks/scenarios/registry.ts';
import { parseFaults, setUrlFaults } from '#mocks/url-faults.ts';
import type * as ClientModule from '#src/api/client.ts';
import type * as LoginRedirectModule from '#src/api/login-redirect.ts';
import {
  contractOperations,
  documentedResponses,
  namedExamples,
  openApiDocument,
  responseSchema,
  validateResponse,
} from '#scripts/contract/openapi-validator.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import {
  CONTRACT_CALLS,
  answerRecorder,
  type RecordedAnswer,
} from '#tests/support/contract-calls.ts';

/**
 * The mock backend against the contract: every operation in every scenario, called through the
 * app's own request functions (src/api/operations) against the MSW handlers of mocks/node.ts, and
 * every raw answer validated against openapi.yaml. A handler that drifts from the contract fails
 * here even where the types let it through.
 */
const ORIGIN = 'http://localhost:3000';
const { middleware: recordAnswers, answers } = answerRecorder();

let client: typeof ClientModule;
let loginRedirect: typeof LoginRedirectModule;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The client reads its base URLs when its module loads (node has no page origin).
  vi.stubEnv('VITE_API_BASE_URL', ORIGIN);
  vi.stubEnv('VITE_STORE_BASE_URL', ORIGIN);
  client = await import('#src/api/client.ts');
  loginRedirect = await import('#src/api/login-redirect.ts');
  client.apiClient.use(recordAnswers);
  client.storeClient.use(recordAnswers);
  client.traceClient.use(recordAnswers);
});

afterEach(() => {
  server.resetHandlers();
  resetMockBackend();
  vi.restoreAllMocks();
  answers.clear();
});

afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

/** What a scenario must answer, beyond "valid": the HTTP status, and the envelope code if fixed. */
function expected(
  scenario: ScenarioName,
  operationId: OperationId,
): { status: number; code?: number } {
  const secured = OPERATIONS[operationId].secured;
  if ((scenario === 'unauthorized' || scenario === 'anonymous') && secured)
    return { status: 401, code: 401 };
  if (scenario === 'forbidden' && secured) return { status: 403, code: 403 };
  if (scenario === 'server-error' && operationId === 'queryAutoShipPlan')
    return { status: 500, code: 500 };
  if (
    scenario === 'checkout-5052' &&
    (operationId === 'checkout' || operationId === 'completeInfoAndGetPayUrl')
  ) {
    return { status: 200, code: 5052 };
  }
  // A scenario file's own faults (mocks/scenarios/files/) answer as the file says.
  const fault = getScenario(scenario).file?.faults?.[operationId];
  if (fault?.status !== undefined)
    return { status: fault.status, code: fault.code ?? fault.status };
  if (fault?.code !== undefined) return { status: 200, code: fault.code };
  return { status: 200 };
}

async function callAndRecord(operationId: OperationId): Promise<RecordedAnswer> {
  // A 401/403 sends the shopper to the login page: there is no page to leave in node.
  vi.spyOn(loginRedirect.loginNavigation, 'navigate').mockImplementation(() => undefined);
  answers.delete(operationId);
  await CONTRACT_CALLS[operationId]().catch(() => undefined);
  const answer = answers.get(operationId);
  if (!answer) throw new Error(`no answer recorded for ${operationId}`);
  return answer;
}

describe('the mock operations table', () => {
  it('lists exactly the contract operations, with their method and path', () => {
    const fromContract = [...contractOperations().values()].map(
      ({ operationId, method, path }) => ({
        operationId,
        method,
        path,
      }),
    );
    const fromMocks = OPERATION_IDS.map((operationId) => ({
      operationId,
      method: OPERATIONS[operationId].method,
      path: OPERATIONS[operationId].path,
    }));
    expect(fromMocks.sort((a, b) => a.operationId.localeCompare(b.operationId))).toEqual(
      fromContract.sort((a, b) => a.operationId.localeCompare(b.operationId)),
    );
    expect(Object.keys(CONTRACT_CALLS).sort()).toEqual([...OPERATION_IDS].sort());
  });

  it('marks as secured exactly the operations that need the credential (and declare 401 and 403)', () => {
    const document = openApiDocument() as { security?: unknown[] };
    for (const [operationId, { operation }] of contractOperations()) {
      const security = (operation.security as unknown[] | undefined) ?? document.security ?? [];
      const secured = security.length > 0;
      expect(OPERATIONS[operationId as OperationId].secured, operationId).toBe(secured);
      if (secured) {
        expect(() => responseSchema(operationId, 401)).not.toThrow();
        expect(() => responseSchema(operationId, 403)).not.toThrow();
      }
    }
  });

  it("knows each operation's named 200 examples and what it is (its x- extensions)", () => {
    for (const operationId of OPERATION_IDS) {
      const names = namedExamples()
        .filter((example) => example.operationId === operationId && example.status === '200')
        .map((example) => example.name);
      expect([...OPERATIONS[operationId].examples].sort(), operationId).toEqual(names.sort());
      const { operation } = contractOperations().get(operationId) ?? {};
      expect(OPERATIONS[operationId], operationId).toMatchObject({
        write: operation?.['x-write'],
        planScoped: operation?.['x-plan-scoped'],
        undo: operation?.['x-undo'] ?? null,
        proposed: operation?.['x-proposed'] === true,
      });
    }
  });

  it('has a call of the store for every plan write, named as the operation (mocks/store/)', () => {
    const writes = OPERATION_IDS.filter((id) => OPERATIONS[id].write && OPERATIONS[id].planScoped);
    expect(writes).toContain('pausePlan');
    const store: Partial<Record<string, unknown>> = { ...mockStore };
    expect(writes.filter((id) => typeof store[id] !== 'function')).toEqual([]);
  });

  it('has a generated Prism answer for every scenario × operation, under a status the contract lists', () => {
    for (const scenario of SCENARIOS) {
      for (const operationId of OPERATION_IDS) {
        const prefer = PRISM_PREFER[scenario.name]?.[operationId];
        expect(prefer, `${scenario.name} ${operationId}: run \`npm run generate\``).toMatch(
          new RegExp(`^code=\\d+, example=${scenario.name}$`),
        );
        const status = /code=(\d+)/.exec(prefer ?? '')?.[1] ?? '';
        expect(
          () => responseSchema(operationId, status),
          `${scenario.name} ${operationId}`,
        ).not.toThrow();
      }
    }
  });

  it('has a one-line description for every scenario', () => {
    expect(SCENARIOS.map((scenario) => scenario.name)).toEqual([...allScenarioNames()]);
    for (const scenario of SCENARIOS) {
      expect(scenario.description.length, scenario.name).toBeGreaterThan(20);
      expect(scenario.description, scenario.name).not.toContain('\n');
    }
  });
});

describe.each(allScenarioNames())('scenario %s', (scenario) => {
  it.each(OPERATION_IDS)('%s answers what openapi.yaml allows', async (operationId) => {
    // `slow` with a short latency keeps the suite fast; its real latency is tested below.
    setScenario(scenario, scenario === 'slow' ? { latencyMs: 5 } : {});
    const answer = await callAndRecord(operationId);

    expect(validateResponse(operationId, answer.status, answer.body).errors).toEqual([]);
    const { status, code } = expected(scenario, operationId);
    expect(answer.status).toBe(status);
    if (code !== undefined) expect(answer.body).toMatchObject({ code });
  });
});

// Every documented failure status answered at least once (`npm run contract:coverage`
// fails on a documented (operation, status) pair the suite never exercises). The scenarios give
// 401 and 403 everywhere and 500 on the plan query; a per-call fault gives the other 500s.
describe('documented server errors', () => {
  const withServerError = OPERATION_IDS.filter((id) => documentedResponses(id).has('500'));

  it.each(withServerError)(
    '%s answers its documented 500 as the contract gives it',
    async (operationId) => {
      const parsed = parseFaults(`${operationId}:500`);
      if (!parsed.ok) throw new Error(parsed.problem);
      setUrlFaults(parsed.faults);
      const answer = await callAndRecord(operationId);
      expect(answer.status).toBe(500);
      // The store's product answers Shopify's error JSON; every other call the envelope.
      expect(answer.body).toMatchObject(
        operationId === 'getStoreProduct' ? { status: 500 } : { code: 500 },
      );
      expect(validateResponse(operationId, 500, answer.body).errors).toEqual([]);
    },
  );
});

describe('scenario details', () => {
  it('slow waits its latency before every answer', async () => {
    setScenario('slow', { latencyMs: 150 });
    const started = performance.now();
    await callAndRecord('queryAutoShipPlan');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it.each(['no-plan', 'draft', 'active', 'paused', 'active-no-address'] as const)(
    '%s answers the plan query like its openapi.yaml example (status, address, interval)',
    async (name) => {
      setScenario(name);
      const { body } = await callAndRecord('queryAutoShipPlan');
      const example = namedExamples().find(
        (entry) =>
          entry.operationId === 'queryAutoShipPlan' &&
          entry.status === '200' &&
          entry.name === name,
      )?.value as {
        data: { planId: number; status: number; addressId: number; daySpan: number } | null;
      };
      const data = (body as { data: typeof example.data }).data;
      if (example.data === null) {
        expect(data).toBeNull();
      } else {
        expect(data).toMatchObject({
          planId: example.data.planId,
          status: example.data.status,
          addressId: example.data.addressId,
          daySpan: example.data.daySpan,
        });
      }
    },
  );

  it('out-of-stock answers noInventoryList with the contract example item', async () => {
    setScenario('out-of-stock');
    const { body } = await callAndRecord('toCheckoutCar');
    expect(body).toMatchObject({
      code: 200,
      data: { noInventoryList: [{ variantId: 4100005, productId: 7400002 }] },
    });
  });

  it('an unknown store product answers the contract 404', async () => {
    const getStoreProduct = (await import('#src/api/operations/get-store-product.ts'))
      .getStoreProduct;
    answers.delete('getStoreProduct');
    await expect(getStoreProduct('no-such-product')).rejects.toThrow();
    const answer = answers.get('getStoreProduct');
    expect(answer?.status).toBe(404);
    expect(validateResponse('getStoreProduct', 404, answer?.body).errors).toEqual([]);
  });

  it('a beacon that is not a tracking event answers the contract 400', async () => {
    const form = new FormData();
    form.append('step', '7_1');
    const response = await fetch(`${ORIGIN}/trace/submitIntoCenterData`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(400);
    expect(validateResponse('submitTraceBeacon', 400, await response.json()).errors).toEqual([]);
  });
});
