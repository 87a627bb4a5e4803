import type { QueryClient } from '@tanstack/react-query';
import { getStoreContext } from '#src/api/store-context.ts';
import { prefetchPlanForFirstRender } from '#src/features/plan/plan-first-render.ts';

/**
 * The review page's mode and items come from the plan's answer (spec section 2): its first render
 * waits for it, as the account page's does. An anonymous visitor's plan is not asked (README.md,
 * 'Anonymous visitors').
 */
export function prefetchReviewPage(queryClient: QueryClient): Promise<void> | undefined {
  if (!getStoreContext().isLoggedIn) return undefined;
  return prefetchPlanForFirstRender(queryClient);
}
