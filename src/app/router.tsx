import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { markNavigationStart } from '#src/components/ui/skeleton/navigation-clock.ts';
import { prefetchManagePage } from '#src/pages/autoship-manage/route-data.ts';
import { NotFoundPage } from '#src/pages/not-found/not-found-page.tsx';
import { InitialLoading } from './initial-loading.tsx';
import { APP_PATHS, type AppPath } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Every route of spec section 2. Pages are lazy so each route's code downloads only when
 * visited. Leading slashes are dropped because these are children of the root layout route.
 */
const PAGE_ROUTES: readonly RouteObject[] = [
  {
    path: APP_PATHS.manage.slice(1),
    lazy: async () => ({
      Component: (await import('#src/pages/autoship-manage/autoship-manage-page.tsx'))
        .AutoshipManagePage,
    }),
  },
  {
    path: APP_PATHS.program.slice(1),
    lazy: async () => ({
      Component: (await import('#src/pages/autoship-program/autoship-program-page.tsx'))
        .AutoshipProgramPage,
    }),
  },
  {
    path: APP_PATHS.buildPlan.slice(1),
    lazy: async () => ({
      Component: (await import('#src/pages/buildplan/buildplan-page.tsx')).BuildplanPage,
    }),
  },
  {
    path: APP_PATHS.payment.slice(1),
    lazy: async () => ({
      Component: (await import('#src/pages/payment/payment-page.tsx')).PaymentPage,
    }),
  },
  {
    path: APP_PATHS.review.slice(1),
    lazy: async () => ({
      Component: (await import('#src/pages/review/review-page.tsx')).ReviewPage,
    }),
  },
];

/**
 * Per page, the server data to start fetching as soon as a navigation to it begins (a route
 * loader that does not wait), so the first query runs in parallel with the page's code download.
 * Small modules: they are in the main chunk.
 */
const ROUTE_PREFETCH: Partial<Record<AppPath, (queryClient: QueryClient) => void>> = {
  [APP_PATHS.manage]: prefetchManagePage,
};

function withPrefetch(routes: readonly RouteObject[], queryClient?: QueryClient): RouteObject[] {
  if (!queryClient) return [...routes];
  return routes.map((route) => {
    const prefetch = ROUTE_PREFETCH[`/${route.path ?? ''}` as AppPath];
    if (!prefetch) return route;
    return {
      ...route,
      loader: () => {
        prefetch(queryClient);
        return null;
      },
    };
  });
}

/**
 * The full route tree. `extraRoutes` (e.g. mock-mode helpers such as a fake store login page)
 * become siblings of the pages, matched before the not-found catch-all; give them absolute
 * paths ('/account/login') or relative ones ('account/login') — both work under '/'.
 */
export function createAppRoutes(
  extraRoutes: readonly RouteObject[] = [],
  queryClient?: QueryClient,
): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: InitialLoading,
      children: [
        { index: true, element: <Navigate to={APP_PATHS.manage} replace /> },
        {
          // Errors inside a page keep the root layout (toasts, device flag) on screen.
          errorElement: <RouteErrorBoundary />,
          children: [
            ...withPrefetch(PAGE_ROUTES, queryClient),
            ...extraRoutes,
            // Not lazy: the error boundary (always in the main chunk) shows it for 404s anyway.
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Marks the start of every in-app navigation on the skeleton's clock (the first page counts from
 * the document's own navigation start): a navigation is under way from its first non-idle state,
 * or, when nothing had to load, from the moment the location changed.
 */
function markNavigationStarts(router: AppRouter): void {
  let locationKey = router.state.location.key;
  let marked = false;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      if (!marked) markNavigationStart();
      marked = true;
      return;
    }
    if (state.location.key !== locationKey && !marked) markNavigationStart();
    locationKey = state.location.key;
    marked = false;
  });
}

/**
 * The browser router. With `queryClient`, each page's first query starts when its navigation
 * does (ROUTE_PREFETCH), in parallel with the page's code.
 */
export function createAppRouter(
  extraRoutes: readonly RouteObject[] = [],
  options?: Parameters<typeof createBrowserRouter>[1],
  queryClient?: QueryClient,
): AppRouter {
  const router = createBrowserRouter(createAppRoutes(extraRoutes, queryClient), options);
  markNavigationStarts(router);
  return router;
}
