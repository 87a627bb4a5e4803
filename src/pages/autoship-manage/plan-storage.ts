/**
 * The plan's items in local storage, where the builder and the review page read them (spec
 * section 3, keys asPlanData and asProductData). Storage failures are swallowed and reported by
 * the domain wrapper: at worst the builder starts empty.
 */
import { toAsPlanData, toAsProductData } from '#src/domain/plan/plan-cache.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { removeKey, setJson, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';

/** Change plan: the builder opens with the plan's current items and interval. */
export function cachePlanForBuilder(display: PlanDisplayData): void {
  setJson(STORAGE_KEYS.planData, toAsPlanData(display));
  setJson(STORAGE_KEYS.productData, toAsProductData(display));
}

/** Delete: nothing of the removed plan may come back in the builder or on the review page. */
export function forgetCachedPlan(): void {
  removeKey(STORAGE_KEYS.planData);
  removeKey(STORAGE_KEYS.productData);
}
