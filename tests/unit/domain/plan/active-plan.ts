import type { Plan } from '#src/api/schema-types.ts';

/** The contract's 'active plan' example, trimmed. */
export const ACTIVE_PLAN: Plan = {
  planId: 501,
  status: 1,
  addressId: 9001,
  customerId: 7001,
  daySpan: 45,
  nextPayDt: '2027-01-06T09:00:00Z',
  orderItemList: [
    {
      productId: 8101,
      variantId: 41001,
      variantNum: 2,
      isGift: 0,
      productTitle: 'Infinity Pod (Autoship)',
      options: '2 pods,,Mint',
      price: 1299,
      comparePrice: 1599,
      image: 'https://cdn.example/pod-mint.png',
    },
    {
      productId: 8102,
      variantId: 41002,
      variantNum: 1,
      isGift: 0,
      productTitle: 'Infinity Pod',
      options: 'Classic',
      price: 1999,
      compare_at_price: 2199,
    },
    {
      productId: 8900,
      variantId: 49000,
      variantNum: 1,
      isGift: 1,
      productTitle: 'Travel Case (Autoship)',
      price: 0,
      comparePrice: 999,
      image: 'https://cdn.example/case.png',
    },
  ],
};
