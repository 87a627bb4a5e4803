import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockBackend, server } from '#mocks/node.ts';
import { resetLoginRedirect } from '#src/api/login-redirect.ts';
import { clearToasts } from '#src/components/ui/toast/toast-store.ts';
import { clearErrorReports, markErrorListeners } from '#src/domain/error-reporter.ts';
import { forgetTabCopies } from '#src/domain/storage/local-storage.ts';
import { en } from '#src/domain/i18n/en.ts';
import { setCatalogue } from '#src/domain/i18n/translate.ts';
import { loadsPending } from '#src/domain/load-once.ts';

// The unit project shares one jsdom between the files a worker runs (vite.config.ts, isolate:
// false): each file starts on a fresh page, as if it had its own.
beforeAll(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  localStorage.clear();
  forgetTabCopies();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

// The English catalogue, as the standalone page delivers it (decision 041): the app's JS has none.
beforeAll(() => setCatalogue('en', en));

// findBy*/waitFor without a timeout of their own: a guard against a hang, sized for a 2-core
// machine under full load, not a speed expectation (the default 1 s failed there).
configure({ asyncUtilTimeout: 15_000 });

// Any request no handler answers is a bug in the test or the app: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// What a test started ends with it: a request still in flight, the call its answer starts (the
// store product after productInfo), a lazy module. Left running, it reported into the next test's
// lists (an error report, a request log, a timer count) whatever the order the tests ran in.
const inFlight = new Set<string>();
// A request its caller gave up on (a timeout, an unmount) is over for the page, answered or not.
const started = ({ request, requestId }: { request: Request; requestId: string }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
};
const ended = ({ requestId }: { requestId: string }) => void inFlight.delete(requestId);
beforeAll(() => {
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});

/**
 * Resolves once no request is in flight and no lazy load pending for a few turns of the event
 * loop, or after about 2 s (a handler that never answers, on purpose): what is left is forgotten.
 * Counted in turns, not read from a clock a test may have mocked.
 */
async function startedWorkSettled(): Promise<void> {
  for (let turn = 0, quiet = 0; quiet < 3 && turn < 400; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    quiet = inFlight.size === 0 && !loadsPending() ? quiet + 1 : 0;
  }
  inFlight.clear();
}

afterAll(() => {
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
  server.close();
});

// The module-wide lists a test reads start empty, whatever ran before in this worker.
beforeEach(() => {
  clearErrorReports();
  clearToasts();
});

// A listener a test subscribed to the error reports ends with the test: one left behind (an
// error forwarding never stopped) went on turning later files' reports into tracking calls, and
// its failing transport put a TRACKING_ERROR into another file's list.
let dropTestListeners: () => void = () => undefined;
beforeEach(() => {
  dropTestListeners = markErrorListeners();
});

// A console.error during a test is a bug we have not looked at: fail the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  dropTestListeners();
  // A test that stepped the clock (vi.useFakeTimers) leaves the next one on real time.
  vi.useRealTimers();
  await startedWorkSettled();
  server.resetHandlers();
  vi.restoreAllMocks();
  // The tab's memory (the login-loop guard, the mock scenario choice, what local storage
  // refused) starts empty every test.
  sessionStorage.clear();
  forgetTabCopies();
  // A test's login redirect is over with the test: the page is not leaving for the next one.
  resetLoginRedirect();
  // [mocks] The mock backend's store and scenario (setScenario) start afresh for every test:
  // default scenario, no faults, default store context.
  resetMockBackend();
  // A toast lives 3 s or more (spec section 9), longer than the test that caused it: left in the
  // store, it showed in the next file's toast viewport (isolate: false) and broke its exact count.
  clearToasts();
  clearErrorReports();
});
