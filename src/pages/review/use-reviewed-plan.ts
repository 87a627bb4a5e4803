import { useState } from 'react';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { reviewMode } from '#src/domain/plan/plan-status.ts';
import { readCachedPlan, reviewItems } from './review-items.ts';

/** README.md 'What is reviewed'; `settled` once the plan query answered or was not asked. */
export function useReviewedPlan(reviewEdit: boolean) {
  const { isLoggedIn } = getStoreContext();
  // Spec section 8: quiet on failure. Anonymous visitors are not asked (it would send them to
  // login).
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
    // A failed plan query without cache is not this: the page offers a retry.
    cacheMissing: items?.kind === 'missing' && (reviewEdit || !planFailed),
  };
}
