/**
 * The plan's `version` and the `planVersion` check (openapi.yaml, "Plan version", proposed). The
 * mock's version is a hash of what the plan holds (status, address, interval, next pay date, its
 * lines), as an HTTP entity tag is: any change of the plan changes it, whichever call made it,
 * and a plan put back exactly as it was has its old version again (a write made from it replaces
 * nothing the shopper has not seen). A plan write naming another version is refused with 5007
 * before it changes anything.
 */
import type { StoredPlan } from './mock-state.ts';

/** FNV-1a, 32 bits: a short, stable text for the same plan in every host (MSW, mock:serve, Prism). */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

/**
 * What the plan holds, as the storefront shows and writes it: its lines in any order, its next
 * pay day (spec section 4's dd/mm/yyyy; the backend keeps a time of day no one sees).
 */
function held(plan: StoredPlan): string {
  const lines = plan.orderItemList
    .map(
      (item) => `${item.productId}/${item.variantId}×${item.variantNum}${item.isGift ? 'g' : ''}`,
    )
    .sort();
  return JSON.stringify([
    plan.planId,
    plan.status,
    plan.addressId,
    plan.daySpan,
    plan.nextPayDt.slice(0, 10),
    lines,
  ]);
}

/** Gives the plan the version of what it now holds (every commit of the store). */
export function stampPlanVersion(plan: StoredPlan | null): void {
  if (plan) plan.version = hash(held(plan));
}

/**
 * The backend's 5007 text when `sent` (the request's `planVersion`) is not the version of the
 * plan `planId` names; null when it is, when none was sent, or when there is no such plan (the
 * call itself answers 5002).
 */
export function stalePlanVersion(
  plan: StoredPlan | null,
  planId: number | null,
  sent: string | null,
): string | null {
  if (sent === null || planId === null || !plan || plan.planId !== planId) return null;
  return plan.version === sent ? null : `Plan ${planId} has changed since it was read`;
}
