import { useState } from 'react';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { reviewMode } from '#src/domain/plan/plan-status.ts';
import { readCachedPlan, reviewItems } from './review-items.ts';

/**
 * What the page reviews (README.md, 'What is reviewed'): the account's plan as the server has it
 * and the plan cached by the builder, and from them the mode and the items. `settled` once the
 * plan query has answered (or was not asked); `cacheMissing` when the page needs the cache and
 * it is missing or out of shape.
 */
export function useReviewedPlan(reviewEdit: boolean) {
  const { isLoggedIn } = getStoreContext();
  // Spec section 8: a failed plan query on this page is quiet. Anonymous visitors are not asked
  // (the call would send them to login): the sign-in modal waits for them at checkout.
  const planQuery = useAutoShipPlanQuery({ enabled: isLoggedIn });
  const [cached] = useState(readCachedPlan);
  const settled = !isLoggedIn || !planQuery.isPending;
  const plan = planQuery.data ?? null;
  const items = settled ? reviewItems({ reviewEdit, plan, cached }) : null;
  const planFailed = isLoggedIn && planQuery.isError;
  return {
    planQuery,
    cached,
    settled,
    plan,
    mode: reviewMode(plan),
    items,
    display: items?.kind === 'ready' ? items.display : null,
    // No cached data where the page needs it. A failed plan query without cache is not that: the
    // page says the plan could not be loaded and offers to try again.
    cacheMissing: items?.kind === 'missing' && (reviewEdit || !planFailed),
  };
}
