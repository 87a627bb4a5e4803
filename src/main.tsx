import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MockStart } from '#mocks/browser.ts';
import { APP_ROOT_CLASS, appMountElement } from '#src/components/ui/app-root/app-root.ts';
import { startErrorReporting } from '#src/api/error-reporting.ts';
import { App } from './app/app.tsx';
import { forgetFailedStylesheets } from './app/failed-stylesheets.ts';
import { createQueryClient } from './app/query-client.ts';
import { preloadEntryPage } from './app/router.tsx';
import './styles/global.css';

// [mocks] Mock modes only (owner: mocks/). Vite replaces VITE_API_MOCKING with a literal at build
// time, so in production ('off') these branches and their dynamic imports are removed: the bundle
// holds no mock code (scripts/check-production-bundle.mjs checks it). A mock mode answers the
// routes of its own pages (/__scenarios, the payment and login stand-ins), or renderApp false when
// it has put its own message on the page (an unknown ?scenario=). The type-only import of
// MockStart is erased from every build.
async function startMocking(): Promise<MockStart> {
  if (import.meta.env.VITE_API_MOCKING === 'msw') {
    const { startMockWorker } = await import('#mocks/browser.ts');
    // The app renders at once; its calls wait until the worker answers (mocks/fetch-gate.ts).
    return startMockWorker();
  }
  if (import.meta.env.VITE_API_MOCKING === 'prism') {
    const { startPrismMode } = await import('#mocks/prism-mode.ts');
    return startPrismMode();
  }
  return { routes: [], renderApp: true };
}
// [/mocks]

async function start(): Promise<void> {
  const container = appMountElement();
  if (!container) throw new Error('The page has no mount element (#root or [data-autoship-root])');
  // Before anything renders into it (the mock layer's own pages too): the app's styles apply only
  // under this class.
  container.classList.add(APP_ROOT_CLASS);
  startErrorReporting();
  forgetFailedStylesheets();
  let mocking: MockStart = { routes: [], renderApp: true };
  try {
    mocking = await startMocking();
  } catch (error) {
    // Render anyway: a shell whose calls fail (and say so) beats a blank page.
    console.error('Mock worker failed to start', error);
  }
  if (!mocking.renderApp) return;
  const queryClient = createQueryClient();
  // The page's first query and code, both started now (its chunk is already on its way, preloaded
  // by index.html): rendering before they are there would only commit a loading fallback, which
  // React then keeps on screen for its Suspense throttle.
  await preloadEntryPage(location.pathname, queryClient);
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds instead
  // of one task, so a page with many parts (the builder's eleven cards) does not hold the main
  // thread for one long task while the shopper may already be scrolling a theme's page (blocking
  // time, measured by the bench). Its page's code is already here (above), so nothing in it
  // suspends and it commits as soon as it is rendered.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App extraRoutes={mocking.routes} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

void start();
