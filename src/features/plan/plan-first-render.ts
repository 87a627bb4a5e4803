import type { QueryClient } from '@tanstack/react-query';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';

/**
 * How long the app's first render waits for the plan's answer on the account and review pages.
 * The page's HTML already shows the heading and the loading shape, which is what a render
 * without the plan would commit; a slow answer still gets the live page (its back control, its
 * loading state) after this.
 */
export const FIRST_RENDER_PLAN_WAIT_MS = 1500;

/**
 * What the account and review pages need from the server first, started by the router the moment
 * a navigation to the page begins — in parallel with the download of the page's code, not after
 * it. The page's own `useAutoShipPlanQuery()` then finds the request under way (same key and
 * options), and a failure is shown by the page, in place (queries never toast), never twice.
 *
 * Settles when the answer is in (or failed), or after FIRST_RENDER_PLAN_WAIT_MS: the first
 * render then draws the plan at once, instead of the loading state and a second render of the
 * whole page a moment later (under a phone's CPU the two cost about as much as the JavaScript's
 * own start).
 */
export function prefetchPlanForFirstRender(queryClient: QueryClient): Promise<void> {
  const answered = queryClient.prefetchQuery(autoShipPlanQueryOptions());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_RENDER_PLAN_WAIT_MS);
  });
  return Promise.race([answered, waited]).finally(() => clearTimeout(timer));
}
