/**
 * changePlan's items (spec sections 3 and 7): variantNum, productId, variantId as numbers, the
 * item's other fields, no image. Apart from the checkout items (plan-payload.ts): only a save
 * loads these, on the review page and the account page alike, never a page's first paint.
 */
import type { CheckoutItem } from '#src/api/schema-types.ts';
import { quantity, toId, type PlanDisplayData } from './plan-display.ts';
// A type only: the checkout items' module stays out of this one's chunk.
import type { ItemLike } from './plan-payload.ts';

/** Client-only fields that never go back to the server. */
type ClientOnly = 'image' | 'image_url' | 'num' | 'type';

export type ChangePlanItem<T extends ItemLike> = Omit<T, ClientOnly | keyof CheckoutItem> &
  CheckoutItem;

function quantityOf(item: ItemLike): number {
  return quantity(item.num ?? item.variantNum);
}

export function toChangePlanItem<T extends ItemLike>(item: T): ChangePlanItem<T> {
  const {
    image: _image,
    image_url: _imageUrl,
    num: _num,
    type: _type,
    ...rest
  } = item as T & {
    image?: unknown;
    image_url?: unknown;
    type?: unknown;
  };
  return {
    ...(rest as Omit<T, ClientOnly | keyof CheckoutItem>),
    variantNum: quantityOf(item),
    productId: toId(item.productId),
    variantId: toId(item.variantId),
  };
}

/**
 * changePlan's items (spec section 7): the pods, then the gifts apart (isGift 1, their title
 * under the server's name), ids as numbers, no image; a line of no quantity is left out.
 */
export function changePlanItems(display: PlanDisplayData) {
  const pods = Object.values(display.pods).map((pod) => ({
    ...toChangePlanItem(pod),
    isGift: 0 as const,
  }));
  const gifts = (display.gifts ?? []).map((gift) => {
    const { product_title, ...item } = toChangePlanItem(gift);
    return { ...item, productTitle: product_title, isGift: 1 as const };
  });
  return [...pods, ...gifts].filter((item) => item.variantNum > 0);
}
