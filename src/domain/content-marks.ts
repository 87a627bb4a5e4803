/**
 * What each page's shopper waits for, marked with Element Timing's `elementtiming` attribute:
 * `npm run bench` times when it is painted against a static copy of the page
 * (scripts/bench/content-visible.ts, docs/performance.md). A mark on a block that holds text
 * itself: Chromium reports text by the block it is laid out in.
 */
export const CONTENT_MARKS = {
  /** The account page's plan card with the plan's items (and the review page's items). */
  planItems: 'plan-items',
  /** The program page's copy. */
  programCopy: 'program-copy',
  /** The builder's product grid (each product's name). */
  productGrid: 'product-grid',
  /** The payment page's hand-off or refusal. */
  paymentStatus: 'payment-status',
} as const;
