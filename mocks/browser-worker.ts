/**
 * MSW's worker client: its own chunk, imported by mocks/browser.ts once the handlers answer in
 * the page (mocks/in-page-answers.ts), so neither the first paint nor the first screen's calls
 * wait for it. From its start the service worker answers, and QA sees the calls in the network
 * panel.
 */
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { isApiPath } from './operations.ts';

/** Longest wait for a worker that is installing to take control (then MSW goes on as usual). */
const TAKE_CONTROL_TIMEOUT_MS = 5000;

/**
 * When index.html has already registered the worker (the mock build: scripts/
 * vite-early-mock-worker.ts), waits until that registration is made and, while its worker is
 * still being set up, until it controls the page. MSW would otherwise find a registration without
 * a controller and reload the page, taking that for a hard reload. An active worker that does not
 * control the page (a real hard reload) is left to MSW, as without the early registration.
 */
async function untilWorkerControls(): Promise<void> {
  const registration = await window.__mockWorkerRegistration;
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!registration || !container || container.controller) return;
  const settingUp =
    registration.installing !== null ||
    registration.waiting !== null ||
    registration.active?.state === 'activating';
  if (!settingUp) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, TAKE_CONTROL_TIMEOUT_MS);
    container.addEventListener('controllerchange', done);
    if (container.controller) done();
  });
}

/**
 * MSW asks an existing registration to update without waiting for the answer; in WebKit the
 * update fails when the page is left meanwhile ("Script … load failed"), a rejection nobody
 * handles. The registered worker keeps answering, so a failed update is not the page's error.
 */
function quietWorkerUpdates(): void {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const asked = update.call(this);
    asked.catch(() => undefined);
    return asked;
  };
}

/** Registers (or takes over) the service worker and starts answering with `handlers`. */
export async function startWorker(handlers: RequestHandler[]): Promise<SetupWorker> {
  await untilWorkerControls();
  quietWorkerUpdates();
  const worker = setupWorker(...handlers);
  await worker.start({
    // MSW's worker behind the guards Firefox needs (public/mock-worker.js says which).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mock-worker.js` },
    // An API call no handler answers is a bug: say so loudly. Vite's own modules, assets and
    // everything else go to the network untouched.
    onUnhandledRequest(request, print) {
      if (isApiPath(new URL(request.url).pathname)) print.error();
    },
    quiet: true,
  });
  return worker;
}
