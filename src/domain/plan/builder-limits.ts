// Apart from the builder: every page reading the plan cache checks against them.
export const BUILDER_LIMITS = Object.freeze({
  /** Packs of one variant. */
  maxPerItem: 10,
  maxTotal: 20,
});
