import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS, OPERATION_IDS } from '#mocks/operations.ts';
import { preferFor } from '#mocks/prism-mode.ts';
import { MOCK_PATHS, mockRoutes } from '#mocks/routes.tsx';
import { SCENARIOS } from '#mocks/scenarios/registry.ts';
import { callSample, withDatesNormalised } from '#scripts/contract/call-sample.ts';
import { PRISM_APP_ORIGIN } from '#scripts/prism-examples/paths.ts';
import { startPrism, type PrismProcess } from '#tests/support/prism-process.ts';

/**
 * One scenario, the same answer on every host: for every scenario and operation, the stateful
 * mock (as MSW and `mock:serve` run it) and Prism sent the scenario's `Prefer` header answer the
 * same status and the same body, dates aside (each host's "now" differs). Prism's examples are
 * generated from the registry; a scenario added or changed without `npm run generate` fails here.
 */
let prism: PrismProcess;
let mock: MockHttpServer;

beforeAll(async () => {
  prism = await startPrism('scenarios');
  // The payment URLs lead to the Prism-mode app's stand-in, as in the generated examples.
  mock = await startMockHttpServer({ scenario: 'active', publicOrigin: PRISM_APP_ORIGIN });
}, 60_000);

afterAll(async () => {
  await prism.stop();
  await mock.close();
});

describe.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
  'scenario %s',
  (_name, scenario) => {
    it('answers every operation with the same status and body on the mock and on Prism', async () => {
      const credential = scenario.context.authToken !== null;
      const differences: string[] = [];
      for (const operationId of OPERATION_IDS) {
        mock.setScenario(scenario.name, { latencyMs: 0 });
        const onMock = await callSample(mock.url, operationId, { credential });
        const onPrism = await callSample(prism.url, operationId, {
          credential,
          prefer: preferFor(scenario, operationId),
        });
        const mockAnswer = JSON.stringify([onMock.status, withDatesNormalised(onMock.body)]);
        const prismAnswer = JSON.stringify([onPrism.status, withDatesNormalised(onPrism.body)]);
        if (mockAnswer !== prismAnswer) {
          differences.push(`${operationId}: mock ${mockAnswer}\n  Prism ${prismAnswer}`);
        }
      }
      expect(differences, 'stale Prism examples? run `npm run generate`').toEqual([]);
    });
  },
);

describe('the no-plan scenario', () => {
  it('answers code 5002 to exactly the operations the contract marks x-plan-scoped', async () => {
    const answered5002: string[] = [];
    for (const operationId of OPERATION_IDS) {
      mock.setScenario('no-plan');
      const answer = await callSample(mock.url, operationId, { credential: true });
      if ((answer.body as { code?: unknown } | null)?.code === 5002) answered5002.push(operationId);
    }
    expect(answered5002).toEqual(OPERATION_IDS.filter((id) => OPERATIONS[id].planScoped));
  });
});

describe("Prism's payment URLs", () => {
  it('lead to a page of the Prism-mode app (a stateless stand-in), not to a 404', async () => {
    const urls: string[] = [];
    for (const operationId of ['checkout', 'completeInfoAndGetPayUrl'] as const) {
      const answer = await callSample(prism.url, operationId, { credential: true });
      const data = (answer.body as { data?: unknown }).data;
      const url = typeof data === 'string' ? data : (data as { worldPayUrl?: string }).worldPayUrl;
      if (url) urls.push(url);
    }
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(new URL(url).pathname).toBe(MOCK_PATHS.hostedPayment);
    expect(mockRoutes('prism').map((route) => route.path)).toContain(MOCK_PATHS.hostedPayment);
  });
});
