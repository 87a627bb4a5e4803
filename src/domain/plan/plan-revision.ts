/**
 * Which plan the shopper saw: two reads of the plan are the same revision when nothing a write
 * changes differs. Where the backend gives the plan a `version` (openapi.yaml, "Plan version",
 * proposed) that alone decides; without one, what spec section 3 says a plan holds (status,
 * address, interval, next pay date, items) does.
 */
import type { Plan } from '#src/api/schema-types.ts';
import { hasPlan } from './plan-status.ts';

/** A plan's lines as `variant×quantity`, sorted: the order of the list is not a change. */
function lines(plan: Plan): string[] {
  return (plan.orderItemList ?? [])
    .map(
      (item) => `${item.productId}/${item.variantId}×${item.variantNum}${item.isGift ? 'g' : ''}`,
    )
    .sort();
}

export function planRevision(plan: Plan | null | undefined): string {
  if (!hasPlan(plan)) return 'none';
  if (typeof plan.version === 'string' && plan.version !== '') {
    return `${plan.planId} v${plan.version}`;
  }
  const held = [plan.status ?? 0, plan.addressId ?? 0, plan.daySpan ?? 30, plan.nextPayDt ?? ''];
  return `${plan.planId} ${JSON.stringify([...held, ...lines(plan)])}`;
}

export function samePlanRevision(a: Plan | null | undefined, b: Plan | null | undefined): boolean {
  return planRevision(a) === planRevision(b);
}
