import type { QueryClient } from '@tanstack/react-query';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';

/**
 * What the manage page needs from the server, started by the router the moment a navigation to
 * the page begins — in parallel with the download of the page's code, not after it. The page's
 * own `useAutoShipPlanQuery()` then finds the request under way (same key and options), and a
 * failure is shown by the page, in place (queries never toast), never twice.
 */
export function prefetchManagePage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(autoShipPlanQueryOptions());
}
