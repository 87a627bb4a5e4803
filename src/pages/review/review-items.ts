/**
 * What the review page reviews (spec sections 2–4): the plan's items and interval, from one of
 * two sources, and the checkout payload and cache writes that follow from them.
 * - `type=REVIEW_EDIT`: the plan data cached by the builder or the account page's change plan
 *   (asPlanData for what is shown, asProductData for what is sent); either missing → 'missing'.
 * - otherwise the server's plan when it has one; without one (no plan, a failed or skipped
 *   query) the cached data again, since that is what the builder left for checkout.
 */
import type { Plan } from '#src/api/schema-types.ts';
import {
  productDataMatchesPlan,
  readAsPlanData,
  readAsProductData,
  toAsPlanData,
  toAsProductData,
  type AsProductData,
} from '#src/domain/plan/plan-cache.ts';
import { toPlanDisplayData, type PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import type { CheckoutItem } from '#src/api/schema-types.ts';
import { toCheckoutItems } from '#src/domain/plan/plan-payload.ts';
import { hasPlan } from '#src/domain/plan/plan-status.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { CACHED_PLAN_INVALID } from '#src/domain/messages.ts';
import { getJson, removeKey, setJson, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';

export const REVIEW_EDIT_TYPE = 'REVIEW_EDIT';
export const PAYMENT_CANCELLED_TYPE = 'cancel';

export interface CachedPlan {
  display: PlanDisplayData;
  productData: AsProductData;
}

let reportedInvalid = false;

/**
 * Both cache keys, read and checked; null when either is missing or is not a plan the builder
 * could have made. Cached data that is there but refused is reported, once per page: the page
 * then clears it (spec section 8's missing cached data), so a second read finds nothing.
 */
export function readCachedPlan(): CachedPlan | null {
  const rawPlan = getJson(STORAGE_KEYS.planData);
  const rawProducts = getJson(STORAGE_KEYS.productData);
  const planData = readAsPlanData(rawPlan);
  const productData = readAsProductData(rawProducts);
  const usable =
    planData !== null &&
    productData !== null &&
    Object.keys(planData.pods).length > 0 &&
    productDataMatchesPlan(planData, productData);
  if (!usable) {
    if ((rawPlan !== null || rawProducts !== null) && !reportedInvalid) {
      reportedInvalid = true;
      reportError(CACHED_PLAN_INVALID, { planData: rawPlan, productData: rawProducts });
    }
    return null;
  }
  return {
    display: { pods: planData.pods, gifts: planData.gifts, daySpan: planData.daySpan },
    productData,
  };
}

export function clearCachedPlan(): void {
  removeKey(STORAGE_KEYS.planData);
  removeKey(STORAGE_KEYS.productData);
}

export type ReviewItems =
  | { kind: 'ready'; display: PlanDisplayData; checkoutItems: CheckoutItem[]; fromCache: boolean }
  | { kind: 'missing' };

export function reviewItems(input: {
  reviewEdit: boolean;
  plan: Plan | null | undefined;
  cached: CachedPlan | null;
}): ReviewItems {
  const { reviewEdit, plan, cached } = input;
  if (!reviewEdit && hasPlan(plan)) {
    const display = toPlanDisplayData(plan);
    if (Object.keys(display.pods).length > 0) {
      return {
        kind: 'ready',
        display,
        checkoutItems: toCheckoutItems(Object.values(display.pods)),
        fromCache: false,
      };
    }
  }
  if (!cached) return { kind: 'missing' };
  return {
    kind: 'ready',
    display: cached.display,
    checkoutItems: toCheckoutItems(cached.productData.productData),
    fromCache: true,
  };
}

/** Spec section 4: a new interval is stored in the cached plan data (both keys, when present). */
export function storeDaySpan(daySpan: number): void {
  const planData = readAsPlanData(getJson(STORAGE_KEYS.planData));
  if (planData) setJson(STORAGE_KEYS.planData, { ...planData, daySpan });
  const productData = readAsProductData(getJson(STORAGE_KEYS.productData));
  if (productData) setJson(STORAGE_KEYS.productData, { ...productData, daySpan });
}

/**
 * Out of stock (spec section 4): the plan as reviewed, less those variants, cached for the
 * builder, which opens with type=NO_STOCK and starts from what is left.
 */
export function cacheWithout(
  display: PlanDisplayData,
  daySpan: number,
  variantIds: readonly number[],
): void {
  const removed = new Set(variantIds);
  const pods = Object.fromEntries(
    Object.entries(display.pods).filter(([, pod]) => !removed.has(pod.variantId)),
  );
  const left: PlanDisplayData = { pods, gifts: display.gifts, daySpan };
  setJson(STORAGE_KEYS.planData, toAsPlanData(left));
  setJson(STORAGE_KEYS.productData, toAsProductData(left));
}
