import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { MOCK_PATHS, mockRoutes } from '#mocks/routes.tsx';
import { SCENARIOS, type ScenarioDefinition } from '#mocks/scenarios/registry.ts';
import { namedExamples } from '#scripts/contract/openapi-validator.ts';
import {
  SAMPLE_REQUESTS,
  defaultSampleContext,
  sampleUrl,
} from '#scripts/contract/sample-requests.ts';
import { startPrism, type PrismProcess } from '#tests/support/prism-process.ts';

/**
 * One scenario, the same answer on every host. For every scenario and
 * operation, the stateful mock and Prism in scenario mode (the scenario's `Prefer` header) agree
 * on the HTTP status and the envelope code, or the registry names the exception and why.
 */
let prism: PrismProcess;
let mock: MockHttpServer;

beforeAll(async () => {
  prism = await startPrism();
  mock = await startMockHttpServer({ scenario: 'active' });
}, 60_000);

afterAll(async () => {
  await prism.stop();
  await mock.close();
});

interface Outcome {
  status: number;
  code: number | null;
}

async function call(
  base: string,
  operationId: OperationId,
  scenario: ScenarioDefinition,
  prefer?: string,
): Promise<Outcome> {
  const sample = SAMPLE_REQUESTS[operationId](defaultSampleContext());
  const url = sampleUrl(base, OPERATIONS[operationId].path, sample);
  const headers = new Headers();
  // As the app would: no credential when the scenario's shopper has none.
  if (scenario.context.authToken !== null) headers.set('Authorization', 'Bearer parity-token');
  if (prefer) headers.set('Prefer', prefer);
  let body: BodyInit | undefined;
  if (sample.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(sample.body as Record<string, string>)) {
      form.append(name, value);
    }
    body = form;
  } else if (sample.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(sample.body);
  }
  const response = await fetch(url, {
    method: OPERATIONS[operationId].method.toUpperCase(),
    headers,
    body,
  });
  const text = await response.text();
  let code: number | null = null;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    code = typeof parsed.code === 'number' ? parsed.code : null;
  } catch {
    code = null;
  }
  return { status: response.status, code };
}

describe.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
  'scenario %s',
  (_name, scenario) => {
    it('answers every operation alike on the mock and on Prism, or says why not', async () => {
      const disagreements: Record<string, string> = {};
      for (const operationId of OPERATION_IDS) {
        mock.setScenario(scenario.name, scenario.name === 'slow' ? { latencyMs: 5 } : {});
        const onMock = await call(mock.url, operationId, scenario);
        const onPrism = await call(prism.url, operationId, scenario, scenario.prism[operationId]);
        if (onMock.status !== onPrism.status || onMock.code !== onPrism.code) {
          disagreements[operationId] =
            `mock ${onMock.status}/${String(onMock.code)}, Prism ${onPrism.status}/${String(onPrism.code)}`;
        }
      }
      const excused = scenario.prismExceptions ?? {};
      expect(Object.keys(disagreements).sort(), JSON.stringify(disagreements)).toEqual(
        Object.keys(excused).sort(),
      );
    });
  },
);

describe("Prism's payment URLs", () => {
  it('lead to a page of the Prism-mode app (a stateless stand-in), not to a 404', () => {
    const urls = namedExamples()
      .filter((example) => example.status === '200')
      .flatMap((example) => {
        const data = (example.value as { data?: unknown }).data;
        if (typeof data === 'string' && /^https?:/.test(data)) return [data];
        const url = (data as { worldPayUrl?: unknown } | null)?.worldPayUrl;
        return typeof url === 'string' ? [url] : [];
      });
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) expect(new URL(url).pathname).toBe(MOCK_PATHS.hostedPayment);
    expect(mockRoutes('prism').map((route) => route.path)).toContain(MOCK_PATHS.hostedPayment);
  });
});
