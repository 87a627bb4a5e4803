import { useEffect, useState } from 'react';
import { isApiError } from '#src/api/api-error.ts';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { reviewMode } from '#src/domain/plan/plan-status.ts';
import {
  readCachedPlan,
  reportRefusedCache,
  reviewItems,
  type ReviewItems,
} from './review-items.ts';
import { useStorePricedCache, type StorePricedCache } from './use-store-priced-cache.ts';

/** The cached items once the store priced them; null while it is asked or could not answer. */
function pricedItems(items: ReviewItems, pricing: StorePricedCache): ReviewItems | null {
  if (items.kind !== 'ready' || !items.fromCache) return items;
  if (pricing.state === 'priced') return { ...items, display: pricing.display };
  if (pricing.state === 'refused') return { kind: 'missing' };
  return null;
}

/** README.md 'What is reviewed'; `settled` once the plan query answered or was not asked. */
export function useReviewedPlan(reviewEdit: boolean) {
  const { isLoggedIn } = getStoreContext();
  // Spec section 8: quiet on failure. Anonymous visitors are not asked (it would send them to
  // login).
  const planQuery = useAutoShipPlanQuery({ enabled: isLoggedIn });
  const [cached] = useState(readCachedPlan);
  const planSettled = !isLoggedIn || !planQuery.isPending;
  const plan = planQuery.data ?? null;
  const base = planSettled ? reviewItems({ reviewEdit, plan, cached }) : null;
  // Decision 024: what the cache holds is priced by the store, never by the cache.
  const pricing = useStorePricedCache(
    base?.kind === 'ready' && base.fromCache ? base.display : null,
  );
  const items = base && pricedItems(base, pricing);
  const refused = pricing.state === 'refused';
  useEffect(() => {
    if (refused) reportRefusedCache();
  }, [refused]);
  const planFailed = isLoggedIn && planQuery.isError;
  const { error } = planQuery;
  return {
    planQuery,
    /**
     * The plan was refused for want of a sign-in (spec sections 7 and 8): the page asks the API
     * nothing more, as each refusal would ask for another sign-in.
     */
    awaitingSignIn:
      isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden'),
    cached,
    settled: items !== null || pricing.state === 'failed',
    /** The store's products could not be read: Try again asks them again. */
    retryPrices: pricing.state === 'failed' ? pricing.retry : null,
    pricesError: pricing.state === 'failed' ? pricing.error : null,
    plan,
    mode: reviewMode(plan),
    items,
    display: items?.kind === 'ready' ? items.display : null,
    // A failed plan query without cache is not this: the page offers a retry.
    cacheMissing:
      items?.kind === 'missing' && (reviewEdit || !planFailed || base?.kind === 'ready'),
  };
}
