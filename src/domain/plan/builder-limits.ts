/**
 * The builder's quantity limits, on their own: the plan cache checks cached quantities against
 * them on every page that reads it, which need none of the builder's products (builder-product.ts).
 */
export const BUILDER_LIMITS = Object.freeze({
  /** Packs of one variant. */
  maxPerItem: 10,
  /** Packs in the whole plan. */
  maxTotal: 20,
});
