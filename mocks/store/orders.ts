/** The order the backend records from a plan when its payment is taken (queryOrders answers them). */
import type { Order } from '#src/api/schema-types.ts';
import type { MockOrder, StoredPlan } from './mock-state.ts';

/** Everything of the order but its number and date: the plan's items, the gift free. */
export function orderOf(
  plan: Pick<StoredPlan, 'planId' | 'orderItemList'>,
  status: Order['status'] = 'paid',
): Omit<MockOrder, 'orderNo' | 'paidAt'> {
  const paidFor = plan.orderItemList.filter((item) => item.isGift !== 1);
  return {
    planId: plan.planId,
    status,
    total: paidFor.reduce((sum, item) => sum + (item.price ?? 0) * item.variantNum, 0),
    items: plan.orderItemList.map((item) => ({
      productTitle: item.productTitle ?? '',
      ...(item.options === undefined ? {} : { options: item.options }),
      variantNum: item.variantNum,
      isGift: item.isGift === 1 ? 1 : 0,
    })),
  };
}
