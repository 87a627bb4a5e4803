/**
 * The cached plan priced by the store (decision 024): the review page shows and sends the prices
 * of the products the builder read (`/products/{handle}.js`, spec section 7), never the cache's.
 * A line the store does not sell, or gifts past the builder's one, make the cache unusable.
 */
import { BUILDER_LIMITS } from './builder-limits.ts';
import type { BuilderProduct, BuilderVariant } from './builder-product.ts';
import type { GiftVariant, PlanDisplayData, PlanVariant } from './plan-display.ts';

interface Priced {
  price: number;
  comparePrice: number;
}

/** The variant's store prices when `products` lists it under the item's own product. */
function storePrices(
  products: readonly BuilderProduct[],
  item: Pick<PlanVariant, 'productId' | 'variantId'>,
): Priced | null {
  const product = products.find((entry) => entry.productId === item.productId);
  const variant: BuilderVariant | undefined = product?.variants.find(
    (entry) => entry.variantId === item.variantId,
  );
  if (!variant || !isCents(variant.price) || !isCents(variant.compareAtPrice)) return null;
  return { price: variant.price, comparePrice: variant.compareAtPrice };
}

function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** The product ids worth asking the store about: the cached plan's, among the store's own. */
export function productIdsToPrice<
  Ids extends { pods: number[]; gifts: number[]; devices: number[] },
>(ids: Ids, display: PlanDisplayData | null): Ids {
  const pods = new Set(Object.values(display?.pods ?? {}).map((pod) => pod.productId));
  const gifts = new Set((display?.gifts ?? []).map((gift) => gift.productId));
  return {
    ...ids,
    pods: ids.pods.filter((id) => pods.has(id)),
    gifts: ids.gifts.filter((id) => gifts.has(id)),
    devices: ids.devices.filter((id) => gifts.has(id)),
  };
}

/**
 * The plan with the store's prices, or null: a pod or gift the store's pods or gifts do not
 * list, more gifts than the builder adds, or a gift of more than one.
 */
export function priceFromStore(
  display: PlanDisplayData,
  podProducts: readonly BuilderProduct[],
  giftProducts: readonly BuilderProduct[],
): PlanDisplayData | null {
  const pods: Record<string, PlanVariant> = {};
  for (const [key, pod] of Object.entries(display.pods)) {
    const priced = storePrices(podProducts, pod);
    if (!priced) return null;
    pods[key] = { ...pod, ...priced };
  }
  const cachedGifts = display.gifts ?? [];
  if (cachedGifts.length > BUILDER_LIMITS.gifts) return null;
  const gifts: GiftVariant[] = [];
  for (const gift of cachedGifts) {
    const priced = storePrices(giftProducts, gift);
    if (!priced || gift.num !== 1) return null;
    gifts.push({ ...gift, ...priced });
  }
  return { ...display, pods, gifts: gifts.length > 0 ? gifts : null };
}
