// Items back to the server (spec sections 3, 7): changePlan keeps the item's other fields, checkout
// only the ids and quantity.
import type { CheckoutItem } from '#src/api/schema-types.ts';
import { quantity, toId } from './plan-display.ts';

export interface ItemLike {
  productId: number | string;
  variantId: number | string;
  num?: number | string | null;
  variantNum?: number | string | null;
}

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

/** The server wants at least 1. */
export function toCheckoutItems(items: readonly ItemLike[]): CheckoutItem[] {
  return items
    .map((item) => ({
      variantNum: quantityOf(item),
      productId: toId(item.productId),
      variantId: toId(item.variantId),
    }))
    .filter((item) => item.variantNum > 0);
}
