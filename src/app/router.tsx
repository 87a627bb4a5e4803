import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/not-found/not-found-page.tsx';
import { InitialLoading } from './initial-loading.tsx';
import { APP_PATHS } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Every route of spec section 2. Pages are lazy so each route's code downloads only when
 * visited. Leading slashes are dropped because these are children of the root layout route.
 */
export const PAGE_ROUTES: readonly RouteObject[] = [
  {
    path: APP_PATHS.manage.slice(1),
    lazy: async () => ({
      Component: (await import('../pages/autoship-manage/autoship-manage-page.tsx'))
        .AutoshipManagePage,
    }),
  },
  {
    path: APP_PATHS.program.slice(1),
    lazy: async () => ({
      Component: (await import('../pages/autoship-program/autoship-program-page.tsx'))
        .AutoshipProgramPage,
    }),
  },
  {
    path: APP_PATHS.buildPlan.slice(1),
    lazy: async () => ({
      Component: (await import('../pages/buildplan/buildplan-page.tsx')).BuildplanPage,
    }),
  },
  {
    path: APP_PATHS.payment.slice(1),
    lazy: async () => ({
      Component: (await import('../pages/payment/payment-page.tsx')).PaymentPage,
    }),
  },
  {
    path: APP_PATHS.review.slice(1),
    lazy: async () => ({
      Component: (await import('../pages/review/review-page.tsx')).ReviewPage,
    }),
  },
];

/**
 * The full route tree. `extraRoutes` (e.g. mock-mode helpers such as a fake store login page)
 * become siblings of the pages, matched before the not-found catch-all; give them absolute
 * paths ('/account/login') or relative ones ('account/login') — both work under '/'.
 */
export function createAppRoutes(extraRoutes: readonly RouteObject[] = []): RouteObject[] {
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
            ...PAGE_ROUTES,
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

export function createAppRouter(
  extraRoutes: readonly RouteObject[] = [],
  options?: Parameters<typeof createBrowserRouter>[1],
): AppRouter {
  return createBrowserRouter(createAppRoutes(extraRoutes), options);
}
