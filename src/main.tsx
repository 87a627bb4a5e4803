import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MockStart } from '#mocks/browser.ts';
import {
  APP_ROOT_CLASS,
  appMountElement,
  appMountElementIn,
} from '#src/components/ui/app-root/app-root.ts';
import { clearToasts } from '#src/components/ui/toast/toast-store.ts';
import { getStoreContext, resetStoreContext } from '#src/api/store-context.ts';
import { loadLanguage } from '#src/domain/i18n/load-language.ts';
import { startErrorReporting } from '#src/api/error-reporting.ts';
import { App } from './app/app.tsx';
import { forgetFailedStylesheets } from './app/failed-stylesheets.ts';
import { createQueryClient, dropQueryClient } from './app/query-client.ts';
import { preloadEntryPage } from './app/router.tsx';
import { followThemeEditor } from './app/theme-editor.ts';
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
    // The app renders at once; its first screen's calls are answered in the page, the later ones
    // by the worker once it is up (mocks/fetch-gate.ts).
    return startMockWorker();
  }
  if (import.meta.env.VITE_API_MOCKING === 'prism') {
    const { startPrismMode } = await import('#mocks/prism-mode.ts');
    return startPrismMode();
  }
  return { routes: [], renderApp: true };
}
// [/mocks]

/** The mounted app: its root and cache, dropped whole when the theme editor unmounts it. */
let mounted: { container: HTMLElement; root: Root; queryClient: QueryClient } | null = null;

async function mount(container: HTMLElement, extraRoutes: MockStart['routes']): Promise<void> {
  container.classList.add(APP_ROOT_CLASS);
  const queryClient = createQueryClient();
  // The container holds the page's first screen (the section's Liquid, or the prerendered HTML):
  // it stays on screen until the first render commits, which clears it (docs/frontend.md).
  const root = createRoot(container);
  mounted = { container, root, queryClient };
  // The page's first query and code, both started now (its chunk is already on its way, preloaded
  // by index.html): rendering before they are there would only commit a loading fallback, which
  // React then keeps on screen for its Suspense throttle.
  // The storefront's language too (store context `webLanguage`, the theme's request.locale):
  // every text comes from the page's catalogue or its language's asset, there before the first
  // render.
  await Promise.all([
    preloadEntryPage(location.pathname, queryClient),
    loadLanguage(getStoreContext().webLanguage),
  ]);
  // Unmounted meanwhile (the theme editor removed the section): nothing to render.
  if (mounted?.root !== root) return;
  // The first render as a transition: React renders it in slices of a few milliseconds instead
  // of one task, so a page with many parts (the builder's eleven cards) does not hold the main
  // thread for one long task while the shopper may already be scrolling a theme's page (blocking
  // time, measured by the bench). Its page's code is already here (above), so nothing in it
  // suspends and it commits as soon as it is rendered.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App extraRoutes={extraRoutes} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

/** Leaves nothing behind: the components' effects end, the cache's timers and the toasts' too. */
function unmount(): void {
  if (!mounted) return;
  mounted.root.unmount();
  dropQueryClient(mounted.queryClient);
  clearToasts();
  mounted = null;
}

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
  await mount(container, mocking.routes);
  // The theme editor re-renders the section on every settings change (decision 030); only a
  // theme build is ever in it, so the other builds leave this code out.
  if (import.meta.env.VITE_ASSET_LAYOUT === 'theme') {
    followThemeEditor({
      find: appMountElementIn,
      mount: (next) => {
        // The section the editor rendered again carries its settings anew: read them again.
        resetStoreContext();
        void mount(next, mocking.routes);
      },
      unmount,
      mounted: () => mounted?.container ?? null,
    });
  }
}

void start();
