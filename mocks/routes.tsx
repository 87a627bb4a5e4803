import type { RouteObject } from 'react-router';
import { getStoreContext } from '#src/api/store-context.ts';
import type { MockMode } from './active-scenario.ts';

/** The mock-only pages' addresses. */
export const MOCK_PATHS = {
  scenarios: '/__scenarios',
  hostedPayment: '/__mock/hosted-payment',
  login: '/account/login',
} as const;

/** The login stand-in lives at the store context's login address when that is a path here. */
function loginPath(): string {
  const { loginUrl } = getStoreContext();
  try {
    const url = new URL(loginUrl, location.origin);
    return url.origin === location.origin ? url.pathname : MOCK_PATHS.login;
  } catch {
    return MOCK_PATHS.login;
  }
}

/**
 * Extra routes of the mock modes, handed to `createAppRouter(extraRoutes)` by src/main.tsx. The
 * pages load lazily. The hosted payment and login stand-ins drive the MSW store, so Prism mode
 * (stateless) gets the scenario index and a stateless payment stand-in.
 */
export function mockRoutes(mode: MockMode): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: MOCK_PATHS.scenarios,
      lazy: async () => ({
        Component: (await import('./pages/scenario-index-page.tsx')).ScenarioIndexPage,
      }),
    },
  ];
  if (mode === 'prism') {
    // The payment URL of the contract's examples: a stateless stand-in rather than a 404.
    routes.push({
      path: MOCK_PATHS.hostedPayment,
      lazy: async () => ({
        Component: (await import('./pages/prism-payment-page.tsx')).PrismPaymentPage,
      }),
    });
  }
  if (mode === 'msw') {
    routes.push(
      {
        path: MOCK_PATHS.hostedPayment,
        lazy: async () => ({
          Component: (await import('./pages/hosted-payment-page.tsx')).HostedPaymentPage,
        }),
      },
      {
        path: loginPath(),
        lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
      },
    );
  }
  return routes;
}
