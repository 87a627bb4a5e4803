/**
 * What the review page reviews (spec sections 2–4): with `type=REVIEW_EDIT` the cached plan
 * (both keys, else 'missing'); otherwise the server's plan, or without one the cache again.
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
import type { ItemLike } from '#src/domain/plan/plan-payload.ts';
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

function reportInvalid(planData: unknown, productData: unknown): void {
  if (reportedInvalid) return;
  reportedInvalid = true;
  reportError(CACHED_PLAN_INVALID, { planData, productData });
}

/** A cache the store does not price (decision 024): reported once, as an invalid one is. */
export function reportRefusedCache(): void {
  reportInvalid(getJson(STORAGE_KEYS.planData), getJson(STORAGE_KEYS.productData));
}

/** null unless both keys hold a plan the builder could make; a refused cache is reported once. */
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
    if (rawPlan !== null || rawProducts !== null) reportInvalid(rawPlan, rawProducts);
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
  | {
      kind: 'ready';
      display: PlanDisplayData;
      /** Made checkout items at checkout (checkout-steps.ts), not with the page. */
      checkoutSource: readonly ItemLike[];
      fromCache: boolean;
    }
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
        // openapi.yaml (toCheckoutCar): the plan's lines are the lines sent, the gift among them.
        checkoutSource: [...Object.values(display.pods), ...(display.gifts ?? [])],
        fromCache: false,
      };
    }
  }
  if (!cached) return { kind: 'missing' };
  return {
    kind: 'ready',
    display: cached.display,
    checkoutSource: cached.productData.productData,
    fromCache: true,
  };
}

/** Spec section 4: both keys, when present. */
export function storeDaySpan(daySpan: number): void {
  const planData = readAsPlanData(getJson(STORAGE_KEYS.planData));
  if (planData) setJson(STORAGE_KEYS.planData, { ...planData, daySpan });
  const productData = readAsProductData(getJson(STORAGE_KEYS.productData));
  if (productData) setJson(STORAGE_KEYS.productData, { ...productData, daySpan });
}

/** Spec section 4: the builder opens with type=NO_STOCK from what is left. */
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
