/**
 * The mock backend in the browser (`npm run dev`, the `mock` build used by the browser tests):
 * the MSW service worker answers every contract call from the stateful store, which persists in
 * sessionStorage so state survives reloads and full navigations. `?scenario=NAME` switches the
 * scenario (mocks/scenarios/selection.ts). Loaded by src/main.tsx through a dynamic import only
 * when VITE_API_MOCKING is 'msw', so the production bundle has none of it.
 */
import { getStoreContext } from '#src/api/store-context.ts';
import { appMountElement } from '#src/components/ui/app-root/app-root.ts';
import type { AppRoute } from '#src/app/router.tsx';
import { setActiveScenario } from './active-scenario.ts';
import { gateFetch } from './fetch-gate.ts';
import { mockRoutes } from './routes.tsx';
import { applyScenarioContext, seedScenario } from './scenarios/apply.ts';
import { allScenarioNames } from './scenarios/registry.ts';
import {
  ignoredScenarioNotice,
  keepSelection,
  scenarioOf,
  selectScenario,
} from './scenarios/selection.ts';
import { formatFaults, selectUrlFaults, urlFaults } from './url-faults.ts';
import { mockStore, sessionStorageState } from './store.ts';
import { answeredBy } from './answered-by.ts';
import { failMarkedAnswers } from './network-failure.ts';
import { pageBeingLeft } from './page-leaving.ts';
import { logApiCalls } from './request-log-fetch.ts';
import { mountToolbarAfter } from './toolbar/mount.ts';
import { firstScreenShown } from './first-screen-shown.ts';
import { untilPerformanceEntry } from './performance-entry.ts';
import { continuesSession, keepMockStateInAddressBar, setMockUrlState } from './url-state.ts';
import type { MockState, TraceOperationId, TraceRecord } from './store/mock-state.ts';

export interface MockStart {
  /** The mock-only routes for `<App extraRoutes>`: /__scenarios and the stand-ins. */
  routes: AppRoute[];
  /**
   * False when the mock layer has put its own page in `#root` (an unknown `?scenario=`): the app
   * must not render over it.
   */
  renderApp: boolean;
}

/** What browser tests (and a curious developer's console) can read: `window.__autoshipMock`. */
interface AutoshipMockGlobal {
  scenario(): string;
  scenarios: readonly string[];
  /** A copy of the store's whole state. */
  state(): MockState;
  /** Tracking events the backend received, oldest first (optionally one step or one call). */
  traceEvents(filter?: { step?: string; operationId?: TraceOperationId }): TraceRecord[];
  clearTrace(): void;
  /** The per-call faults in force (`?fault=`), as a `?fault=` value; '' when none. */
  faults(): string;
}

declare global {
  interface Window {
    __autoshipMock?: AutoshipMockGlobal;
    /** The mock build's early registration of the worker (scripts/vite-early-mock-worker.ts). */
    __mockWorkerRegistration?: Promise<ServiceWorkerRegistration | undefined>;
  }
}

/**
 * Gets the mock backend going before the first render: picks the scenario (URL, else this tab's
 * session, else the default), seeds the store when the scenario was named or nothing is stored
 * yet, applies the scenario's store context (and the mock session), then starts the service worker
 * without waiting for it: the page's calls wait instead (mocks/fetch-gate.ts).
 */
/**
 * Chromium sends `navigator.sendBeacon` past the page's service worker, so in the mock build a
 * beacon (/trace/submitIntoCenterData) would reach the static host instead of the mock backend
 * (a 404, and an event the mock never records). The mock build refuses beacons, which makes
 * submitTraceBeacon take its keepalive-fetch fallback: the worker answers that one.
 */
function routeBeaconsThroughTheWorker(): void {
  navigator.sendBeacon = () => false;
}

export async function startMockWorker(): Promise<MockStart> {
  routeBeaconsThroughTheWorker();
  const selected = selectScenario(location.search, sessionStorage);
  // The page that says a URL named no scenario or fault is loaded only then: its code and styles
  // are not in every page's way.
  if (selected.kind === 'invalid') {
    const { renderInvalidScenario } = await import('./invalid-scenario.ts');
    renderInvalidScenario(selected, appMountElement() ?? document.body);
    return { routes: [], renderApp: false };
  }

  const faults = selectUrlFaults(location.search, sessionStorage, selected.kind === 'named');
  if (!faults.ok) {
    const { renderInvalidFaults } = await import('./invalid-scenario.ts');
    renderInvalidFaults(faults, appMountElement() ?? document.body);
    return { routes: [], renderApp: false };
  }

  const { selection } = selected;
  const scenario = scenarioOf(selection);
  // A scenario file (the repository's or one the URL carries) is checked against openapi.yaml's
  // schemas first; its check loads only then.
  if (scenario.file) {
    const { scenarioFileProblems } = await import('./scenarios/validate-scenario-file.ts');
    const problems = scenarioFileProblems(scenario.file, scenario.name);
    if (problems.length > 0) {
      const { renderInvalidScenario } = await import('./invalid-scenario.ts');
      renderInvalidScenario(
        {
          kind: 'invalid',
          refused: 'scenario-file',
          requested: scenario.name,
          problem: problems.join('\n'),
          valid: allScenarioNames(),
        },
        appMountElement() ?? document.body,
      );
      return { routes: [], renderApp: false };
    }
  }
  mockStore.persistTo(sessionStorageState());
  // An address opened afresh starts its scenario afresh; a reload or the app's own navigation
  // with the same state in the URL goes on with what the shopper did.
  const fresh = selected.kind === 'named' && (!selected.sameAsKept || !continuesSession());
  if (fresh || mockStore.scenario !== selection.name) {
    seedScenario(mockStore, scenario, selection.options);
  }
  keepSelection(sessionStorage, selection);
  setMockUrlState(selection, formatFaults(faults.faults));
  keepMockStateInAddressBar();
  setActiveScenario(scenario, 'msw');
  applyScenarioContext(scenario, mockStore.session);

  // The app renders now. Once it has painted its first content, the handlers load and answer its
  // calls in the page (mocks/fetch-gate.ts), so the first screen's calls wait for neither MSW's
  // worker client nor the worker's round trip, as production's wait for neither. The worker
  // client loads once the first screen is shown (mocks/first-screen-shown.ts), and answers from
  // then: its 20 KB would otherwise share the network with the first screen's.
  const painted = afterFirstContentfulPaint();
  const handlers = painted
    .then(() => import('./in-page-answers.ts'))
    .then(({ mockHandlers }) => mockHandlers(mockStore));
  // The host page's early plan call is answered in the page too, and goes with the scenario's
  // store context (src/api/early-call/early-plan-call.ts); sent also when the handlers failed to
  // load, as the held calls are, so the app's plan query never waits for it in vain.
  const sendEarlyCall = () => window.__autoshipSendEarlyPlanCall?.(getStoreContext());
  const earlyCall = window.__autoshipEarlyPlanCall;
  const shown = handlers.then(sendEarlyCall, sendEarlyCall).then(() => firstScreenShown(earlyCall));
  const started = Promise.all([handlers, shown.then(() => import('./browser-worker.ts'))]).then(
    ([mock, worker]) => worker.startWorker(mock.handlers),
  );
  gateFetch({ inPage: handlers.then((mock) => mock.answer), firstScreen: shown, started });
  const whoAnswers = answeredBy(scenario.name, (operationId) => mockStore.faultFor(operationId));
  failMarkedAnswers();
  logApiCalls(whoAnswers);
  // MSW's in-page fallback (no service worker, e.g. plain http) replaces fetch when it starts:
  // the log goes back on top of it.
  void started.then(
    () => logApiCalls(whoAnswers),
    () => undefined, // said once, below
  );
  mountToolbarAfter(painted, {
    mode: 'msw',
    selection,
    faults: formatFaults(faults.faults),
    notice: ignoredScenarioNotice(selected),
    resetStore() {
      seedScenario(mockStore, scenario, selection.options);
      location.reload();
    },
  });
  void handlers.then(
    () => announce(selection.name, selected.kind),
    () => undefined, // said once, below
  );
  void started.catch((error: unknown) => {
    // The page is there already: the handlers go on answering in it (mocks/fetch-gate.ts).
    if (!pageBeingLeft()) console.error('Mock worker failed to start', error);
  });
  return { routes: mockRoutes('msw'), renderApp: true };
}

/** A tab opened in the background paints nothing, so no paint comes: MSW starts anyway. */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the page has painted its first content (the paint timing's
 * first-contentful-paint), or after a wait. Not the next animation frame: that one comes before
 * React has rendered anything, and MSW's download would share the network with the page's first
 * paint (in Lighthouse's model, the mock build's largest paint waited for it).
 */
function afterFirstContentfulPaint(): Promise<void> {
  return untilPerformanceEntry(
    'paint',
    (entry) => entry.name === 'first-contentful-paint',
    FIRST_PAINT_WAIT_MS,
  ).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Publishes `window.__autoshipMock` once the handlers answer (browser tests wait for it). */
function announce(name: string, how: string): void {
  window.__autoshipMock = {
    scenario: () => name,
    scenarios: allScenarioNames(),
    state: () => mockStore.snapshot(),
    traceEvents: (filter) => mockStore.traceEvents(filter),
    clearTrace: () => mockStore.clearTrace(),
    faults: () => formatFaults(urlFaults()),
  };
  console.info(
    `[mocks] scenario "${name}" (${how})${
      Object.keys(urlFaults()).length > 0 ? `, faults ${formatFaults(urlFaults())}` : ''
    }; /__scenarios lists them all`,
  );
}
