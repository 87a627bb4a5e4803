/**
 * Prism mode (`npm run dev:prism`, VITE_API_MOCKING=prism): Prism answers from examples and knows
 * no state, so the scenario reaches it as a `Prefer` header per operation (`code=200,
 * example=paused`), naming the example generated from the stateful mock's answer in that scenario
 * (mocks/generated/prism-openapi.json, written by `npm run generate`). The scenario's store
 * context and latency apply here in the page. Loaded by src/main.tsx through a dynamic import
 * only in this mode. No MSW.
 */
import { appMountElement } from '#src/components/ui/app-root/app-root.ts';
import type { Middleware } from 'openapi-fetch';
import { apiClient, storeClient, traceClient } from '#src/api/client.ts';
import { setActiveScenario } from './active-scenario.ts';
import { PRISM_PREFER, PRISM_PREFER_SIGNED_IN } from './generated/prism-prefer.ts';
import type { MockStart } from './browser.ts';
import { renderInvalidScenario } from './invalid-scenario.ts';
import { operationForTemplate, type OperationId } from './operations.ts';
import { endPrismSession, prismSession } from './prism-session.ts';
import { mockRoutes } from './routes.tsx';
import { applyScenarioContext } from './scenarios/apply.ts';
import {
  scenarioFaults,
  type ScenarioDefinition,
  type ScenarioOptions,
} from './scenarios/registry.ts';
import {
  ignoredScenarioNotice,
  keepSelection,
  scenarioOf,
  selectScenario,
} from './scenarios/selection.ts';
import { keepMockStateInAddressBar, setMockUrlState } from './url-state.ts';
import { logApiCalls } from './request-log-fetch.ts';
import { mountToolbarAfter } from './toolbar/mount.ts';

/**
 * The `Prefer` header that makes Prism answer what the stateful mock answers in the scenario
 * (generated from the registry by `npm run generate`).
 */
export function preferFor(
  scenario: ScenarioDefinition,
  operationId: OperationId,
  signedIn = false,
): string {
  const table = (signedIn && PRISM_PREFER_SIGNED_IN[scenario.name]) || PRISM_PREFER[scenario.name];
  const prefer = table?.[operationId];
  if (!prefer) {
    throw new Error(
      `Prism mode: scenario ${scenario.name} has no Prism example for ${operationId}; run \`npm run generate\``,
    );
  }
  return prefer;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A call that never answers (Prism cannot hang): it fails only when the app gives up on it. */
function neverAnswer(request: Request): Promise<never> {
  return new Promise((_, reject) => {
    const giveUp = () => reject(request.signal.reason);
    if (request.signal.aborted) giveUp();
    else request.signal.addEventListener('abort', giveUp, { once: true });
  });
}

/**
 * Adds the scenario's `Prefer` header to every contract call (matched by openapi-fetch's
 * `schemaPath`) and waits the scenario's latency first (Prism itself cannot be slow).
 */
export function prismPreferMiddleware(
  scenario: ScenarioDefinition,
  options: ScenarioOptions = {},
  signedIn = false,
): Middleware {
  const faults = scenarioFaults(scenario, options);
  return {
    async onRequest({ request, schemaPath }) {
      const operationId = operationForTemplate(request.method, schemaPath);
      if (!operationId) return undefined;
      const fault = faults[operationId];
      if (fault?.neverAnswers) await neverAnswer(request);
      if (fault?.latencyMs) await sleep(fault.latencyMs);
      request.headers.set('Prefer', preferFor(scenario, operationId, signedIn));
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
  const scenario = scenarioOf(selection);
  keepSelection(sessionStorage, selection);
  // Prism knows no per-call faults (`?fault=` is MSW's): the URL carries the scenario alone.
  setMockUrlState(selection, '');
  keepMockStateInAddressBar();
  setActiveScenario(scenario, 'prism');
  // The login stand-in's session, as MSW's store keeps it; another scenario starts signed out.
  const session = prismSession(sessionStorage, scenario.name);
  if (!session) endPrismSession(sessionStorage);
  const signedIn = session !== null;
  applyScenarioContext(scenario, session);
  const middleware = prismPreferMiddleware(scenario, selection.options, signedIn);
  apiClient.use(middleware);
  storeClient.use(middleware);
  traceClient.use(middleware);
  logApiCalls((operationId) =>
    operationId === null
      ? `Prism, scenario ${selection.name}`
      : `Prism (Prefer: ${preferFor(scenario, operationId, signedIn)}), scenario ${selection.name}`,
  );
  mountToolbarAfter(new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))), {
    mode: 'prism',
    selection,
    faults: '',
    notice: ignoredScenarioNotice(selected),
    // Prism keeps no state: signed out and reloaded is the scenario's start.
    resetStore: () => {
      endPrismSession(sessionStorage);
      location.reload();
    },
  });
  console.info(`[mocks] Prism mode, scenario "${selection.name}"; /__scenarios lists them all`);
  return { routes: mockRoutes('prism'), renderApp: true };
}
