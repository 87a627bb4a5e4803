/**
 * The one query-key factory. Keys are nested so invalidation can be broad on purpose: every
 * plan-derived query (its address, its next pay dates) lives under `plan()`, so a mutation that
 * changes the plan invalidates `queryKeys.plan()` and all of them refetch. Use `exact: true` to
 * touch only the plan query itself.
 */
export const queryKeys = {
  all: () => ['autoship'] as const,
  plan: () => ['autoship', 'plan'] as const,
  /** The review page's fresh look at the plan when checkout starts, apart from the page's own. */
  planAtCheckout: () => ['autoship', 'plan', 'at-checkout'] as const,
  nextPayDate: (planId: number, day: number) =>
    ['autoship', 'plan', planId, 'next-pay-date', day] as const,
  planAddress: (planId: number) => ['autoship', 'plan', planId, 'address'] as const,
  customerAddresses: () => ['autoship', 'customer-addresses'] as const,
  productInfo: (region: string, productId: number) =>
    ['shopify', 'product-info', region, productId] as const,
  storeProduct: (handle: string) => ['store', 'product', handle] as const,
};
