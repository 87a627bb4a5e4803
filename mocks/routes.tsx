import { lazy, type ComponentType } from 'react';
import type { AppRoute } from '#src/app/router.tsx';
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

/** A mock-only page whose code downloads when its address is visited. */
function lazyMockPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

/**
 * Extra routes of the mock modes, handed to `<App extraRoutes>` by src/main.tsx. The pages load
 * lazily. The hosted payment stand-in drives the MSW store, so Prism mode (stateless) gets a
 * stateless one; the login stand-in serves both.
 */
export function mockRoutes(mode: MockMode): AppRoute[] {
  const routes: AppRoute[] = [
    {
      path: MOCK_PATHS.scenarios,
      component: lazyMockPage(
        () => import('./pages/scenario-index-page.tsx'),
        (module) => module.ScenarioIndexPage,
      ),
    },
  ];
  if (mode === 'prism') {
    // The payment URL of the contract's examples: a stateless stand-in rather than a 404.
    routes.push({
      path: MOCK_PATHS.hostedPayment,
      component: lazyMockPage(
        () => import('./pages/prism-payment-page.tsx'),
        (module) => module.PrismPaymentPage,
      ),
    });
  }
  if (mode === 'msw') {
    routes.push({
      path: MOCK_PATHS.hostedPayment,
      component: lazyMockPage(
        () => import('./pages/hosted-payment-page.tsx'),
        (module) => module.HostedPaymentPage,
      ),
    });
  }
  // Both modes: a 401 or 403 sends the shopper to the store login (spec, "401 or 403").
  routes.push({
    path: loginPath(),
    component: lazyMockPage(
      () => import('./pages/login-page.tsx'),
      (module) => module.LoginPage,
    ),
  });
  return routes;
}
