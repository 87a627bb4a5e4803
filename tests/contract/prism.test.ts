import type { Middleware } from 'openapi-fetch';
import type * as ApiErrorModule from '#src/api/api-error.ts';
import type * as ClientModule from '#src/api/client.ts';
import type * as PlanOperationModule from '#src/api/operations/query-auto-ship-plan.ts';
import type * as StoreContextModule from '#src/api/store-context.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT_CALLS, SAMPLE_PLAN_ID, answerRecorder } from '#tests/support/contract-calls.ts';
import {
  contractOperation,
  contractOperations,
  validateRequestBody,
  validateResponse,
} from '#scripts/contract/openapi-validator.ts';
import { startPrism, type PrismProcess } from '#tests/support/prism-process.ts';

/**
 * Prism, started here on a free port, answers every operation of the contract; the calls go
 * through the app's own request functions and middleware (so Prism's request validation also
 * checks what the client sends: a 422 would fail the call), and every raw answer is validated
 * against the operation's schema.
 */
const TOKEN = 'contract-test-token';

let prism: PrismProcess | undefined;
let prismUrl = '';
const { middleware: recordAnswers, answers } = answerRecorder();

// Types only: the modules themselves load in beforeAll, once their base URLs point at Prism.
let client: typeof ClientModule;
let storeContext: typeof StoreContextModule;
let errors: typeof ApiErrorModule;
let planOperation: typeof PlanOperationModule;

beforeAll(async () => {
  prism = await startPrism();
  prismUrl = prism.url;
  // The client reads its base URLs when its module loads, so point them at Prism first.
  vi.stubEnv('VITE_API_BASE_URL', prismUrl);
  vi.stubEnv('VITE_STORE_BASE_URL', prismUrl);
  client = await import('#src/api/client.ts');
  storeContext = await import('#src/api/store-context.ts');
  errors = await import('#src/api/api-error.ts');
  planOperation = await import('#src/api/operations/query-auto-ship-plan.ts');
  client.apiClient.use(recordAnswers);
  client.storeClient.use(recordAnswers);
  client.traceClient.use(recordAnswers);
  storeContext.setStoreContext({ authToken: TOKEN, region: 'us', designMode: false });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await prism?.stop();
});

describe('Prism serving openapi.yaml', () => {
  it('has a call for each of the eighteen operations', () => {
    expect(Object.keys(CONTRACT_CALLS).sort()).toEqual([...contractOperations().keys()].sort());
  });

  it.each(Object.keys(CONTRACT_CALLS) as (keyof typeof CONTRACT_CALLS)[])(
    '%s answers 200 with a body that validates',
    async (operationId) => {
      answers.delete(operationId);

      await CONTRACT_CALLS[operationId]();

      const answer = answers.get(operationId);
      expect(
        answer,
        `no answer recorded for ${operationId}; Prism log:\n${prism?.log().slice(-2000)}`,
      ).toBeDefined();
      expect(answer?.status).toBe(200);
      expect(validateResponse(operationId, 200, answer?.body).errors).toEqual([]);
    },
  );

  it('answers the example a Prefer header names: paused is status 2', async () => {
    const prefer: Middleware = {
      onRequest({ request }) {
        request.headers.set('Prefer', 'example=paused');
        return request;
      },
    };
    client.apiClient.use(prefer);
    try {
      const plan = await planOperation.queryAutoShipPlan();
      expect(plan?.status).toBe(2);
    } finally {
      client.apiClient.eject(prefer);
    }
    expect(
      validateResponse('queryAutoShipPlan', 200, answers.get('queryAutoShipPlan')?.body).valid,
    ).toBe(true);
  });

  it('answers 401 (a contract body) to a call without credentials', async () => {
    const response = await fetch(`${prismUrl}/autoShip/queryAutoShipPlan?region=us`);
    const body: unknown = await response.json();
    expect(response.status).toBe(401);
    expect(validateResponse('queryAutoShipPlan', 401, body).errors).toEqual([]);

    // The client turns it into an unauthorized ApiError (no page to leave in node).
    storeContext.setStoreContext({ authToken: null });
    try {
      const error: unknown = await planOperation
        .queryAutoShipPlan()
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(errors.ApiError);
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    } finally {
      storeContext.setStoreContext({ authToken: TOKEN });
    }
  });

  it('rejects a request body the contract forbids (Prism validates requests: 422)', async () => {
    const body = { region: 'us', daySpan: 30 };
    expect(validateRequestBody('changePlan', body).valid).toBe(false);
    const { path } = contractOperation('changePlan');
    const response = await fetch(`${prismUrl}${path.replace('{planId}', String(SAMPLE_PLAN_ID))}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
  });
});
