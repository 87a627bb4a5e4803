import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { prefetchManagePage } from '#src/pages/autoship-manage/route-data.ts';
import { InitialLoading } from './initial-loading.tsx';
import { APP_PATHS } from './paths.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** One route: an absolute path and the component it shows (usually a lazy page). */
export interface AppRoute {
  path: string;
  component: ComponentType;
}

/** A page route: the component shows it; `preload` gets it ready before the app first renders. */
interface PageRoute extends AppRoute {
  preload: (queryClient: QueryClient) => Promise<void>;
}

/**
 * Gets what starts a page's first queries: from the entry (the account page's plan query, which
 * the review page shares) or from a chunk the page imports too (the products' prefetch, which
 * only the program page and the builder use), so it is not in every page's download.
 */
type RoutePrefetch = () => Promise<(queryClient: QueryClient) => void>;

/**
 * Starts the page's first queries as soon as the code that asks them is there (the host page
 * preloads a chunk the page imports with the page). A failed download is left to the page, whose
 * own queries then ask.
 */
function startPrefetch(
  prefetch: RoutePrefetch | undefined,
  queryClient: QueryClient,
): Promise<void> {
  if (!prefetch) return Promise.resolve();
  return prefetch().then(
    (start) => start(queryClient),
    () => undefined,
  );
}

/**
 * A page whose code downloads only when the route is visited. With `prefetch`, the page's first
 * query starts with the download of its code rather than after it (the query client dedupes the
 * page's own query). A page whose code is already there renders directly, without suspending: on
 * the first page of a visit (see `preloadEntryPage`) that keeps React from committing the loading
 * fallback and then holding the page back for its Suspense throttle (about 300 ms).
 */
function lazyPage<Module>(
  path: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  prefetch?: RoutePrefetch,
): PageRoute {
  let loaded: ComponentType | null = null;
  const loadPage = async () => (loaded = pick(await load()));
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  function Page() {
    const queryClient = useQueryClient();
    // Chosen once per mounted route (switching would remount the page).
    const [Component] = useState(() => {
      if (loaded) return loaded;
      void startPrefetch(prefetch, queryClient);
      return Lazy;
    });
    return <Component />;
  }
  return {
    path,
    component: Page,
    async preload(queryClient) {
      await Promise.all([startPrefetch(prefetch, queryClient), loadPage()]);
    },
  };
}

const loadStoreProductsPrefetch: RoutePrefetch = async () =>
  (await import('#src/features/products/prefetch-store-products.ts')).prefetchStoreProducts;

/** An unknown address: rare, so its page is not in every page's main chunk. */
const NotFoundPage = lazy(async () => ({
  default: (await import('#src/pages/not-found/not-found-page.tsx')).NotFoundPage,
}));

/** Every route of spec section 2; this is the only place that maps paths to page modules. */
const PAGE_ROUTES: readonly PageRoute[] = [
  lazyPage(
    APP_PATHS.manage,
    () => import('#src/pages/autoship-manage/autoship-manage-page.tsx'),
    (module) => module.AutoshipManagePage,
    async () => prefetchManagePage,
  ),
  lazyPage(
    APP_PATHS.program,
    () => import('#src/pages/autoship-program/autoship-program-page.tsx'),
    (module) => module.AutoshipProgramPage,
    loadStoreProductsPrefetch,
  ),
  lazyPage(
    APP_PATHS.buildPlan,
    () => import('#src/pages/buildplan/buildplan-page.tsx'),
    (module) => module.BuildplanPage,
    loadStoreProductsPrefetch,
  ),
  lazyPage(
    APP_PATHS.payment,
    () => import('#src/pages/payment/payment-page.tsx'),
    (module) => module.PaymentPage,
  ),
  lazyPage(
    APP_PATHS.review,
    () => import('#src/pages/review/review-page.tsx'),
    (module) => module.ReviewPage,
  ),
];

/**
 * Before the app first renders: starts the page's first query and waits for the code of the page
 * at `pathname` (matched as the router does for these fixed paths: case-insensitive, a trailing
 * slash allowed), so the first render shows the page, not a loading fallback. Never fails: a
 * chunk that cannot load is left to the route's error boundary, which says so.
 */
export async function preloadEntryPage(pathname: string, queryClient: QueryClient): Promise<void> {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  const route = PAGE_ROUTES.find((page) => page.path.toLowerCase() === wanted);
  await route?.preload(queryClient).catch(() => undefined);
}

export interface AppRoutesProps {
  /**
   * Routes of the mock modes (e.g. a fake store login page), matched after the pages and before
   * the not-found catch-all.
   */
  extraRoutes?: readonly AppRoute[];
}

/**
 * The page for the current address: '/' goes to the account page, an unknown address shows
 * 'Page not found'. A page's error (or a page chunk that failed to download) is caught per
 * address, under the root layout, so the toasts stay usable; while a page's code downloads, the
 * initial loading lines show.
 */
export function AppRoutes({ extraRoutes = [] }: AppRoutesProps) {
  const [path] = useLocation();
  return (
    <RouteErrorBoundary key={path}>
      <Suspense fallback={<InitialLoading />}>
        <Switch>
          <Route path="/">
            <Redirect to={APP_PATHS.manage} replace />
          </Route>
          {[...PAGE_ROUTES, ...extraRoutes].map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
