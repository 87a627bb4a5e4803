/**
 * Prism mode (`npm run dev:prism`, VITE_API_MOCKING=prism): Prism answers from openapi.yaml's
 * examples and knows no state, so the scenario reaches it as a `Prefer` header per operation
 * (`example=paused`, `code=401`, …; mapped in mocks/scenarios/registry.ts). The scenario's store
 * context and latency apply here in the page. Loaded by src/main.tsx through a dynamic import
 * only in this mode. No MSW.
 */
import { appMountElement } from '#src/components/ui/app-root/app-root.ts';
import type { Middleware } from 'openapi-fetch';
import { apiClient, storeClient, traceClient } from '#src/api/client.ts';
import { setActiveScenario } from './active-scenario.ts';
import type { MockStart } from './browser.ts';
import { renderInvalidScenario } from './invalid-scenario.ts';
import { operationForTemplate, type OperationId } from './operations.ts';
import { mockRoutes } from './routes.tsx';
import { applyScenarioContext } from './scenarios/apply.ts';
import {
  getScenario,
  scenarioFaults,
  type ScenarioDefinition,
  type ScenarioOptions,
} from './scenarios/registry.ts';
import { keepSelection, selectScenario, withoutScenarioParams } from './scenarios/selection.ts';

/** The `Prefer` header the scenario maps an operation to. */
export function preferFor(scenario: ScenarioDefinition, operationId: OperationId): string {
  return scenario.prism[operationId];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Adds the scenario's `Prefer` header to every contract call (matched by openapi-fetch's
 * `schemaPath`) and waits the scenario's latency first (Prism itself cannot be slow).
 */
export function prismPreferMiddleware(
  scenario: ScenarioDefinition,
  options: ScenarioOptions = {},
): Middleware {
  const faults = scenarioFaults(scenario, options);
  return {
    async onRequest({ request, schemaPath }) {
      const operationId = operationForTemplate(request.method, schemaPath);
      if (!operationId) return undefined;
      const latency = faults[operationId]?.latencyMs;
      if (latency) await sleep(latency);
      request.headers.set('Prefer', preferFor(scenario, operationId));
      return request;
    },
  };
}

export async function startPrismMode(): Promise<MockStart> {
  const selected = selectScenario(location.search, sessionStorage);
  if (selected.kind === 'invalid') {
    renderInvalidScenario(selected, appMountElement() ?? document.body);
    return { routes: [], renderApp: false };
  }
  const { selection } = selected;
  const scenario = getScenario(selection.name);
  keepSelection(sessionStorage, selection);
  if (selected.kind === 'named') {
    history.replaceState(history.state, '', withoutScenarioParams(location.href));
  }
  setActiveScenario(selection.name, 'prism');
  applyScenarioContext(scenario, null);
  const middleware = prismPreferMiddleware(scenario, selection.options);
  apiClient.use(middleware);
  storeClient.use(middleware);
  traceClient.use(middleware);
  console.info(`[mocks] Prism mode, scenario "${selection.name}"; /__scenarios lists them all`);
  return { routes: mockRoutes('prism'), renderApp: true };
}
