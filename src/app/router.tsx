import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { prefetchStoreProducts } from '#src/features/products/prefetch-store-products.ts';
import { prefetchPlanForFirstRender } from '#src/features/plan/plan-first-render.ts';
import { prefetchReviewPage } from '#src/pages/review/route-data.ts';
import { InitialLoading } from './initial-loading.tsx';
import { APP_PATHS } from './paths.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

export interface AppRoute {
  path: string;
  component: ComponentType;
}

/** A page route: the component shows it; `preload` gets it ready before the app first renders. */
interface PageRoute extends AppRoute {
  preload: (queryClient: QueryClient) => Promise<void>;
}

/**
 * Starts the page's first queries; what it returns, the first render waits for (the account
 * and review pages' plan answer, plan-first-render.ts). Their failures are the page's to show.
 */
type RoutePrefetch = (queryClient: QueryClient) => void | Promise<void>;

/**
 * A page whose code is already there renders without suspending: React would otherwise commit the
 * fallback and hold the page back for its Suspense throttle (about 300 ms).
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
      void prefetch?.(queryClient);
      return Lazy;
    });
    return <Component />;
  }
  return {
    path,
    component: Page,
    async preload(queryClient) {
      await Promise.all([prefetch?.(queryClient), loadPage()]);
    },
  };
}

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
    prefetchPlanForFirstRender,
  ),
  lazyPage(
    APP_PATHS.program,
    () => import('#src/pages/autoship-program/autoship-program-page.tsx'),
    (module) => module.AutoshipProgramPage,
    prefetchStoreProducts,
  ),
  lazyPage(
    APP_PATHS.buildPlan,
    () => import('#src/pages/buildplan/buildplan-page.tsx'),
    (module) => module.BuildplanPage,
    prefetchStoreProducts,
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
    prefetchReviewPage,
  ),
];

/** So the first render shows the page, not a fallback; a failed chunk is the error boundary's. */
export async function preloadEntryPage(pathname: string, queryClient: QueryClient): Promise<void> {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  const route = PAGE_ROUTES.find((page) => page.path.toLowerCase() === wanted);
  await route?.preload(queryClient).catch(() => undefined);
}

export interface AppRoutesProps {
  /** Mock-mode routes, matched after the pages and before the not-found catch-all. */
  extraRoutes?: readonly AppRoute[];
}

/** Errors are caught per address, under the root layout, so the toasts stay usable. */
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
