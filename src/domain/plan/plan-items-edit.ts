/**
 * The account page's item editor, pure: quantities, removals and additions to a saved plan's
 * pods under the builder's limits (builder-limits.ts, the same refusals as the builder's
 * `setQuantity`), and the plan it saves. Gifts are not edited here: they go back as they are,
 * apart (spec section 3). The builder's module is not imported: sharing it would split the
 * builder's first download in two (decision 049).
 */
import { BUILDER_LIMITS } from './builder-limits.ts';
import type { BuilderProduct, BuilderVariant } from './builder-product.ts';
import type { QuantityChange } from './plan-builder.ts';
import { PLAN_ITEM_TYPE, type PlanDisplayData, type PlanVariant } from './plan-display.ts';

/** The pods as the shopper is editing them: variantId → item (with its quantity in `num`). */
export type ItemsDraft = Record<string, PlanVariant>;

export type DraftChange =
  | { ok: true; draft: ItemsDraft }
  | Extract<QuantityChange, { ok: false }>
  | { ok: false; reason: 'empty' };

function totalPacks(draft: ItemsDraft): number {
  return Object.values(draft).reduce((sum, pod) => sum + pod.num, 0);
}

/** The variant in the store's products, or null when the store does not list it. */
export function findProductVariant(
  products: readonly BuilderProduct[],
  variantId: number,
): { product: BuilderProduct; variant: BuilderVariant } | null {
  for (const product of products) {
    const variant = product.variants.find((entry) => entry.variantId === variantId);
    if (variant) return { product, variant };
  }
  return null;
}

/**
 * One line to `requested` packs (0 removes it). `available` is the store's word on the variant;
 * an item the store no longer lists counts as available: the server has the last word on it.
 */
export function changeDraftQuantity(
  draft: ItemsDraft,
  variantId: number,
  requested: number,
  available = true,
): DraftChange {
  const key = String(variantId);
  const pod = draft[key];
  if (!pod) return { ok: true, draft };
  const num = Number.isFinite(requested) ? Math.max(0, Math.trunc(requested)) : pod.num;
  if (num > pod.num && !available) return { ok: false, reason: 'unavailable', limit: pod.num };
  if (num > BUILDER_LIMITS.maxPerItem) {
    return { ok: false, reason: 'per-item-limit', limit: BUILDER_LIMITS.maxPerItem };
  }
  if (num > pod.num && totalPacks(draft) - pod.num + num > BUILDER_LIMITS.maxTotal) {
    return { ok: false, reason: 'total-limit', limit: BUILDER_LIMITS.maxTotal };
  }
  // Lines keep their place: a changed quantity does not move its line to the end.
  const next = Object.entries(draft).flatMap(([id, item]): [string, PlanVariant][] =>
    id !== key ? [[id, item]] : num > 0 ? [[id, { ...pod, num }]] : [],
  );
  return { ok: true, draft: Object.fromEntries(next) };
}

/**
 * A variant the plan does not have yet, one pack, named as the builder names a new item
 * ('2 pods,,Classic Tobacco Pods'); one it has already gets one pack more.
 */
export function addDraftItem(
  draft: ItemsDraft,
  product: BuilderProduct,
  variant: BuilderVariant,
): DraftChange {
  const key = String(variant.variantId);
  const existing = draft[key];
  if (existing) {
    return changeDraftQuantity(draft, variant.variantId, existing.num + 1, variant.available);
  }
  const item: PlanVariant = {
    variantId: variant.variantId,
    productId: product.productId,
    num: 0,
    image_url: product.image,
    comparePrice: variant.compareAtPrice,
    price: variant.price,
    options: variant.title ? `${variant.title},,${product.title}` : product.title,
    type: PLAN_ITEM_TYPE,
    productTitle: product.title,
  };
  return changeDraftQuantity({ ...draft, [key]: item }, variant.variantId, 1, variant.available);
}

/** The plan to save: the edited pods, the gifts and the interval unchanged; never empty. */
export function draftToSave(
  display: PlanDisplayData,
  draft: ItemsDraft,
): { ok: true; display: PlanDisplayData } | { ok: false; reason: 'empty' } {
  if (Object.keys(draft).length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, display: { ...display, pods: draft } };
}

/** True when the draft differs from the saved pods (a save would change something). */
export function draftChanged(display: PlanDisplayData, draft: ItemsDraft): boolean {
  const saved = Object.entries(display.pods);
  if (saved.length !== Object.keys(draft).length) return true;
  return saved.some(([id, pod]) => draft[id]?.num !== pod.num);
}

/**
 * The shopper's changes made again to a plan that changed while they edited: each line they
 * changed (quantity, removal, addition) keeps their quantity; every other line is the plan's as
 * it now is. `base` is the pods they started from, `current` the plan's pods now.
 */
export function rebaseDraft(base: ItemsDraft, current: ItemsDraft, draft: ItemsDraft): ItemsDraft {
  const ids = [...new Set([...Object.keys(current), ...Object.keys(draft)])];
  const lines = ids.flatMap((id): [string, PlanVariant][] => {
    const mine = draft[id]?.num ?? 0;
    const changedByShopper = mine !== (base[id]?.num ?? 0);
    const item = changedByShopper ? draft[id] : current[id];
    return item ? [[id, item]] : [];
  });
  return Object.fromEntries(lines);
}
