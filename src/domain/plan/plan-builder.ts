/**
 * The plan builder (spec sections 2–4); where the spec is silent: src/pages/buildplan/README.md.
 */
import type { AsPlanData, AsProductData } from './plan-cache.ts';
import { toAsPlanData } from './plan-cache.ts';
import type { GiftVariant, PlanVariant } from './plan-display.ts';
import { PLAN_ITEM_TYPE, quantity } from './plan-display.ts';
import { BUILDER_LIMITS } from './builder-limits.ts';
import type { BuilderProduct, BuilderVariant } from './builder-product.ts';

export interface BuilderSelection {
  quantities: Record<string, number>;
  /** null: none offered or available. */
  giftVariantId: number | null;
  daySpan: number;
  /** Sent back unchanged: its last part names the flavour, which the product title would rename. */
  options?: Record<string, string>;
}

export const NO_STOCK_TYPE = 'NO_STOCK';

/** The cached plan's (change plan, NO_STOCK), else empty. */
export function initialSelection(
  cached: AsPlanData | null,
  intervalOptions: readonly number[],
): BuilderSelection {
  const fallbackDaySpan = intervalOptions[0] ?? 30;
  if (!cached) return { quantities: {}, giftVariantId: null, daySpan: fallbackDaySpan };
  const quantities: Record<string, number> = {};
  const options: Record<string, string> = {};
  for (const pod of cached.podList) {
    const num = Math.min(quantity(pod.num), BUILDER_LIMITS.maxPerItem);
    if (num > 0) quantities[String(pod.variantId)] = num;
    if (pod.options) options[String(pod.variantId)] = pod.options;
  }
  return {
    quantities,
    giftVariantId: cached.gifts?.[0]?.variantId ?? null,
    daySpan: intervalOptions.includes(cached.daySpan) ? cached.daySpan : fallbackDaySpan,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
}

export function totalPacks(selection: Pick<BuilderSelection, 'quantities'>): number {
  return Object.values(selection.quantities).reduce((sum, num) => sum + num, 0);
}

function maxQuantityFor(
  selection: Pick<BuilderSelection, 'quantities'>,
  variantId: number,
): number {
  const current = selection.quantities[String(variantId)] ?? 0;
  const room = BUILDER_LIMITS.maxTotal - (totalPacks(selection) - current);
  return Math.max(0, Math.min(BUILDER_LIMITS.maxPerItem, room));
}

export type QuantityChange =
  | { ok: true; selection: BuilderSelection }
  | { ok: false; reason: 'unavailable' | 'per-item-limit' | 'total-limit'; limit: number };

/** Refuses rather than clamps, so the page can say why. */
export function setQuantity(
  selection: BuilderSelection,
  variant: Pick<BuilderVariant, 'variantId' | 'available'>,
  requested: number,
): QuantityChange {
  const key = String(variant.variantId);
  const current = selection.quantities[key] ?? 0;
  const next = Number.isFinite(requested) ? Math.max(0, Math.trunc(requested)) : current;
  if (next > current && !variant.available) {
    return { ok: false, reason: 'unavailable', limit: current };
  }
  if (next > BUILDER_LIMITS.maxPerItem) {
    return { ok: false, reason: 'per-item-limit', limit: BUILDER_LIMITS.maxPerItem };
  }
  if (next > current && next > maxQuantityFor(selection, variant.variantId)) {
    return { ok: false, reason: 'total-limit', limit: BUILDER_LIMITS.maxTotal };
  }
  const quantities = Object.fromEntries(
    Object.entries(selection.quantities).filter(([id]) => id !== key),
  );
  if (next > 0) quantities[key] = next;
  return { ok: true, selection: { ...selection, quantities } };
}

export interface VariantRef {
  product: BuilderProduct;
  variant: BuilderVariant;
}

export function findVariant(
  products: readonly BuilderProduct[],
  variantId: number,
): VariantRef | null {
  for (const product of products) {
    const variant = product.variants.find((entry) => entry.variantId === variantId);
    if (variant) return { product, variant };
  }
  return null;
}

export function effectiveGift(
  selection: Pick<BuilderSelection, 'giftVariantId'>,
  giftProducts: readonly BuilderProduct[],
): VariantRef | null {
  const chosen =
    selection.giftVariantId === null ? null : findVariant(giftProducts, selection.giftVariantId);
  if (chosen?.variant.available) return chosen;
  for (const product of giftProducts) {
    const variant = product.variants.find((entry) => entry.available);
    if (variant) return { product, variant };
  }
  return null;
}

/** The plan's own options when it had the variant, else '2 pods,,Classic Tobacco Pods'. */
function toBuilderPlanVariant(
  { product, variant }: VariantRef,
  num: number,
  kept: string | undefined,
): PlanVariant {
  return {
    variantId: variant.variantId,
    productId: product.productId,
    num,
    image_url: product.image,
    comparePrice: variant.compareAtPrice,
    price: variant.price,
    options: kept ?? (variant.title ? `${variant.title},,${product.title}` : product.title),
    type: PLAN_ITEM_TYPE,
    productTitle: product.title,
  };
}

export function toBuilderGift({ product, variant }: VariantRef): GiftVariant {
  return {
    variantId: variant.variantId,
    productId: product.productId,
    num: 1,
    image_url: product.image,
    comparePrice: variant.compareAtPrice,
    price: variant.price,
    options: variant.title,
    product_title: product.title,
  };
}

export function chosenPods(
  selection: BuilderSelection,
  podProducts: readonly BuilderProduct[],
): PlanVariant[] {
  const pods: PlanVariant[] = [];
  for (const product of podProducts) {
    for (const variant of product.variants) {
      const num = selection.quantities[String(variant.variantId)] ?? 0;
      const kept = selection.options?.[String(variant.variantId)];
      if (num > 0) pods.push(toBuilderPlanVariant({ product, variant }, num, kept));
    }
  }
  return pods;
}

export type ContinueProblem =
  | { kind: 'empty' }
  | { kind: 'unavailable'; titles: string[] }
  | { kind: 'total-limit'; limit: number }
  | { kind: 'unknown-items' };

export interface BuilderCache {
  asPlanData: AsPlanData;
  asProductData: AsProductData;
}

/**
 * What Continue writes (spec section 3), or why it cannot. productData lists the pods then the
 * gift: the review page checks out exactly these, so the built plan holds the gift.
 */
export function continueWith(
  selection: BuilderSelection,
  podProducts: readonly BuilderProduct[],
  giftProducts: readonly BuilderProduct[],
): { ok: true; cache: BuilderCache } | { ok: false; problem: ContinueProblem } {
  const pods = chosenPods(selection, podProducts);
  if (totalPacks(selection) === 0) return { ok: false, problem: { kind: 'empty' } };
  if (pods.length !== Object.keys(selection.quantities).length) {
    return { ok: false, problem: { kind: 'unknown-items' } };
  }
  const unavailable = pods.filter((pod) => {
    const ref = findVariant(podProducts, pod.variantId);
    return !ref?.variant.available;
  });
  if (unavailable.length > 0) {
    return {
      ok: false,
      problem: {
        kind: 'unavailable',
        titles: unavailable.map((pod) => `${pod.productTitle} (${pod.options.split(',,')[0]})`),
      },
    };
  }
  if (totalPacks(selection) > BUILDER_LIMITS.maxTotal) {
    return { ok: false, problem: { kind: 'total-limit', limit: BUILDER_LIMITS.maxTotal } };
  }
  const giftRef = effectiveGift(selection, giftProducts);
  const gifts = giftRef ? [toBuilderGift(giftRef)] : null;
  const asPlanData = toAsPlanData({
    pods: Object.fromEntries(pods.map((pod) => [String(pod.variantId), pod])),
    gifts,
    daySpan: selection.daySpan,
  });
  const asProductData: AsProductData = {
    productData: [...pods, ...(gifts ?? [])].map((item) => ({
      num: item.num,
      productId: item.productId,
      variantId: item.variantId,
      image: item.image_url,
    })),
    daySpan: selection.daySpan,
  };
  return { ok: true, cache: { asPlanData, asProductData } };
}

const REVIEW_EDIT_TYPE = 'REVIEW_EDIT';

/**
 * Spec section 2: with an existing plan the review page would show the server's plan, so
 * type=REVIEW_EDIT asks it for the cached data; it still picks its mode from the plan's status.
 */
export function reviewPathAfterBuild(reviewPath: string, planExists: boolean): string {
  return planExists ? `${reviewPath}?type=${REVIEW_EDIT_TYPE}` : reviewPath;
}

/** Offered for removal rather than kept unpriced. */
export function unknownLines(
  selection: Pick<BuilderSelection, 'quantities'>,
  pods: readonly BuilderProduct[],
): string[] {
  const known = new Set(pods.flatMap((product) => product.variants.map((v) => v.variantId)));
  return Object.keys(selection.quantities).filter((id) => !known.has(Number(id)));
}

export function withoutLines(
  selection: BuilderSelection,
  ids: readonly string[],
): BuilderSelection {
  const quantities = Object.fromEntries(
    Object.entries(selection.quantities).filter(([id]) => !ids.includes(id)),
  );
  return { ...selection, quantities };
}
