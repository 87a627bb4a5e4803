/**
 * Checkout items back to the server (spec sections 3 and 7): toCheckoutCar / checkout take items
 * of {variantNum, productId, variantId} only. changePlan's items: change-plan-items.ts.
 */
import type { CheckoutItem } from '#src/api/schema-types.ts';
import { quantity, toId } from './plan-display.ts';

/** Anything item-like: a server item, a display variant, a cached product entry. */
export interface ItemLike {
  productId: number | string;
  variantId: number | string;
  num?: number | string | null;
  variantNum?: number | string | null;
}

function quantityOf(item: ItemLike): number {
  return quantity(item.num ?? item.variantNum);
}

/** Checkout payload items; items with no quantity are left out (the server wants at least 1). */
export function toCheckoutItems(items: readonly ItemLike[]): CheckoutItem[] {
  return items
    .map((item) => ({
      variantNum: quantityOf(item),
      productId: toId(item.productId),
      variantId: toId(item.variantId),
    }))
    .filter((item) => item.variantNum > 0);
}
