import { readFileSync } from 'node:fs';
import type { Middleware } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCENARIOS, allScenarioNames, getScenario } from '#mocks/scenarios/registry.ts';
import type * as PrismModeModule from '#mocks/prism-mode.ts';
import type * as ClientModule from '#src/api/client.ts';
import type * as LoginRedirectModule from '#src/api/login-redirect.ts';
import type * as PlanOperationModule from '#src/api/operations/query-auto-ship-plan.ts';
import type * as StoreContextModule from '#src/api/store-context.ts';
import { validateResponse } from '#scripts/contract/openapi-validator.ts';
import { PRISM_CONTRACT } from '#scripts/prism-examples/paths.ts';
import { startPrism, type PrismProcess } from '#tests/support/prism-process.ts';

/**
 * Prism mode: for every scenario, the plan query sent with the scenario's `Prefer` header (the
 * middleware of mocks/prism-mode.ts, on the app's own client) answers the scenario's own example,
 * generated from the registry, with exactly its body and status.
 */
const TOKEN = 'prism-mode-test-token';

let prism: PrismProcess | undefined;

interface Sent {
  prefer: string | null;
  status: number;
  body: unknown;
}
let last: Sent | null = null;
/** Read through a function: TS would keep `last` narrowed to the null assigned before the call. */
const recorded = (): Sent | null => last;

/** Registered after the Prefer middleware: sees the final request and Prism's raw answer. */
const recorder: Middleware = {
  async onResponse({ request, response }) {
    const text = await response.clone().text();
    last = {
      prefer: request.headers.get('Prefer'),
      status: response.status,
      body: text === '' ? null : JSON.parse(text),
    };
    return undefined;
  },
};

let client: typeof ClientModule;
let prismMode: typeof PrismModeModule;
let planOperation: typeof PlanOperationModule;
let storeContext: typeof StoreContextModule;
let loginRedirect: typeof LoginRedirectModule;

beforeAll(async () => {
  prism = await startPrism('scenarios');
  vi.stubEnv('VITE_API_BASE_URL', prism.url);
  vi.stubEnv('VITE_STORE_BASE_URL', prism.url);
  client = await import('#src/api/client.ts');
  prismMode = await import('#mocks/prism-mode.ts');
  planOperation = await import('#src/api/operations/query-auto-ship-plan.ts');
  storeContext = await import('#src/api/store-context.ts');
  loginRedirect = await import('#src/api/login-redirect.ts');
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  storeContext.resetStoreContext();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await prism?.stop();
});

/** The body Prism's generated contract gives for the plan query's status and example name. */
function generatedBody(status: number, name: string): unknown {
  const contract = JSON.parse(readFileSync(PRISM_CONTRACT, 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, unknown> } }>;
  };
  const answer = contract.paths['/autoShip/queryAutoShipPlan']?.get.responses[String(status)] as {
    content: { 'application/json': { examples: Record<string, { value: unknown }> } };
  };
  const example = answer.content['application/json'].examples[name];
  if (!example) throw new Error(`no ${status} ${name} example: run \`npm run generate\``);
  return example.value;
}

describe('Prism mode: each scenario’s plan query', () => {
  it.each(allScenarioNames())('%s answers the example its Prefer header names', async (name) => {
    const scenario = getScenario(name);
    // As in the browser: the scenario's store context, then its Prefer header on every call.
    storeContext.setStoreContext({ authToken: TOKEN, region: 'us', ...scenario.context });
    vi.spyOn(loginRedirect.loginNavigation, 'navigate').mockImplementation(() => undefined);
    const prefer = prismMode.prismPreferMiddleware(scenario, { latencyMs: 0 });
    client.apiClient.use(prefer, recorder);
    last = null;
    try {
      await planOperation.queryAutoShipPlan().catch(() => undefined);
    } finally {
      client.apiClient.eject(prefer, recorder);
    }

    const mapped = prismMode.preferFor(scenario, 'queryAutoShipPlan');
    const answer = recorded();
    expect(answer, `no answer; Prism log:\n${prism?.log().slice(-2000)}`).not.toBeNull();
    expect(answer?.prefer).toBe(mapped);
    const status = Number(/code=(\d+)/.exec(mapped)?.[1]);
    expect(mapped).toContain(`example=${name}`);
    expect(answer?.status, JSON.stringify(answer?.body)).toBe(status);
    expect(answer?.body).toEqual(generatedBody(status, name));
    expect(validateResponse('queryAutoShipPlan', answer?.status ?? 0, answer?.body).errors).toEqual(
      [],
    );
  });

  it('maps each scenario to its own example, under the status its faults and shopper give', async () => {
    const { PRISM_PREFER } = await import('#mocks/generated/prism-prefer.ts');
    for (const scenario of SCENARIOS) {
      const status =
        scenario.faults.queryAutoShipPlan?.status ??
        (scenario.context.authToken === null ? 401 : 200);
      expect(PRISM_PREFER[scenario.name]?.queryAutoShipPlan, scenario.name).toBe(
        `code=${status}, example=${scenario.name}`,
      );
    }
  });

  it('checkout-5052 reaches Prism as the 5052 example on checkout', async () => {
    const scenario = getScenario('checkout-5052');
    storeContext.setStoreContext({ authToken: TOKEN, region: 'us' });
    const prefer = prismMode.prismPreferMiddleware(scenario);
    client.apiClient.use(prefer, recorder);
    last = null;
    try {
      const { checkout } = await import('#src/api/operations/checkout.ts');
      await checkout({
        daySpan: 30,
        orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 1 }],
        userAddressInfoReq: {
          addressId: 9001,
          customerId: 7001,
          region: 'us',
          address1: '1200 Market Street',
          city: 'San Francisco',
          zip: '94103',
          country_code: 'US',
        },
      }).catch(() => undefined);
    } finally {
      client.apiClient.eject(prefer, recorder);
    }
    expect(last).toMatchObject({
      prefer: 'code=200, example=checkout-5052',
      status: 200,
      body: { code: 5052 },
    });
  });

  it('slow waits its latency in the page before Prism answers', async () => {
    storeContext.setStoreContext({ authToken: TOKEN, region: 'us' });
    const prefer = prismMode.prismPreferMiddleware(getScenario('slow'), { latencyMs: 200 });
    client.apiClient.use(prefer);
    const started = performance.now();
    try {
      await planOperation.queryAutoShipPlan();
    } finally {
      client.apiClient.eject(prefer);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});
