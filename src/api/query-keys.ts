/** Every plan-derived query lives under `plan()`, so invalidating it refetches them all. */
export const queryKeys = {
  all: () => ['autoship'] as const,
  plan: () => ['autoship', 'plan'] as const,
  /** Checkout's fresh look, apart from the page's own. */
  planAtCheckout: () => ['autoship', 'plan', 'at-checkout'] as const,
  nextPayDate: (planId: number, day: number) =>
    ['autoship', 'plan', planId, 'next-pay-date', day] as const,
  planAddress: (planId: number) => ['autoship', 'plan', planId, 'address'] as const,
  customerAddresses: () => ['autoship', 'customer-addresses'] as const,
  productInfo: (region: string, productId: number) =>
    ['shopify', 'product-info', region, productId] as const,
  storeProduct: (handle: string) => ['store', 'product', handle] as const,
};
