import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { prefetchManagePage } from '#src/pages/autoship-manage/route-data.ts';
import { NotFoundPage } from '#src/pages/not-found/not-found-page.tsx';
import { InitialLoading } from './initial-loading.tsx';
import { APP_PATHS } from './paths.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** One route: an absolute path and the component it shows (usually a lazy page). */
export interface AppRoute {
  path: string;
  component: ComponentType;
}

/**
 * A page whose code downloads only when the route is visited. With `prefetch`, the page's first
 * query starts when the route first renders, in parallel with the download of its code rather
 * than after it (the query client dedupes the page's own query).
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  prefetch?: (queryClient: QueryClient) => void,
): ComponentType {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  if (!prefetch) return Page;
  return function PrefetchingPage() {
    const queryClient = useQueryClient();
    // Once per mounted route, during its first render: the earliest moment with a client.
    useState(() => prefetch(queryClient));
    return <Page />;
  };
}

/** Every route of spec section 2; this is the only place that maps paths to page modules. */
const PAGE_ROUTES: readonly AppRoute[] = [
  {
    path: APP_PATHS.manage,
    component: lazyPage(
      () => import('#src/pages/autoship-manage/autoship-manage-page.tsx'),
      (module) => module.AutoshipManagePage,
      prefetchManagePage,
    ),
  },
  {
    path: APP_PATHS.program,
    component: lazyPage(
      () => import('#src/pages/autoship-program/autoship-program-page.tsx'),
      (module) => module.AutoshipProgramPage,
    ),
  },
  {
    path: APP_PATHS.buildPlan,
    component: lazyPage(
      () => import('#src/pages/buildplan/buildplan-page.tsx'),
      (module) => module.BuildplanPage,
    ),
  },
  {
    path: APP_PATHS.payment,
    component: lazyPage(
      () => import('#src/pages/payment/payment-page.tsx'),
      (module) => module.PaymentPage,
    ),
  },
  {
    path: APP_PATHS.review,
    component: lazyPage(
      () => import('#src/pages/review/review-page.tsx'),
      (module) => module.ReviewPage,
    ),
  },
];

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
