import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './query-client.ts';
import { createAppRouter, type AppRouter } from './router.tsx';

export interface AppProps {
  /** Default: the browser router over every route (`createAppRouter()`). */
  router?: AppRouter;
  /** Default: `createQueryClient()`. Tests pass their own to inspect or isolate the cache. */
  queryClient?: QueryClient;
}

export function App({ router: givenRouter, queryClient: givenClient }: AppProps) {
  // Created once per mounted app, not per render.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter([], undefined, queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
