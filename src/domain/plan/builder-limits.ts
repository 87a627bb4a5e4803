// Apart from the builder: every page reading the plan cache checks against them.
export const BUILDER_LIMITS = Object.freeze({
  /** Packs of one variant. */
  maxPerItem: 10,
  maxTotal: 20,
  /** The builder adds one gift, one of it (plan-builder.ts `continueWith`). */
  gifts: 1,
});
