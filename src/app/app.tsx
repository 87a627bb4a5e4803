import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Router, type RouterOptions } from 'wouter';
import { inAppNavigation } from '#src/components/ui/router/in-app-navigation.ts';
import { markNavigationStart } from '#src/domain/scheduling/navigation-clock.ts';
import { sharePlanAcrossTabs } from './plan-across-tabs.ts';
import { createQueryClient } from './query-client.ts';
import { RootLayout } from './root-layout.tsx';
import { useThemeEvents } from './theme-events.ts';
import { AppRoutes, type AppRoute } from './router.tsx';

/** wouter's `memoryLocation()` in tests. */
type AppLocation = Required<Pick<RouterOptions, 'hook' | 'searchHook'>>;

export interface AppProps {
  queryClient?: QueryClient;
  /** Mock mode: scenario index, payment and login stand-ins. */
  extraRoutes?: readonly AppRoute[];
  location?: AppLocation;
}

export function App({ queryClient: givenClient, extraRoutes, location }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  useThemeEvents();
  useEffect(() => sharePlanAcrossTabs(queryClient), [queryClient]);
  // Back and forward restart the skeleton's clock too (spec section 9).
  useEffect(() => {
    const onPopState = () => markNavigationStart();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Router
        {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}
        aroundNav={inAppNavigation}
      >
        <RootLayout>
          <AppRoutes extraRoutes={extraRoutes} />
        </RootLayout>
      </Router>
    </QueryClientProvider>
  );
}
