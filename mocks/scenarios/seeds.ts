/**
 * Store seeds built from fixtures/seed.json. The plans mirror openapi.yaml's named examples
 * (plan 880001, its items and address 9001), so the stateful MSW backend and Prism show the same
 * world; dates are live (today plus the interval) instead of the examples' fixed ones.
 */
import { SEED_DATA, planItem } from '#mocks/data/catalogue.ts';
import { orderOf } from '#mocks/store/orders.ts';
import {
  FIRST_PLAN_ID,
  daysFromNow,
  type MockOrder,
  type SavedAddress,
  type StoreSeed,
  type StoredPlan,
} from '#mocks/store/mock-state.ts';

/** Variant ids used by the seeds (anchored in scripts/generate-seed.mjs). */
export const SEED_VARIANTS = {
  classicTobacco2: 4100001,
  freshMint3: 4100005,
  travelCaseBlack: 4100090,
} as const;

const SEED_ADDRESS_ID = 9001;

function addresses(): SavedAddress[] {
  return SEED_DATA.addresses.map((address) => ({ ...address }));
}

function plan(partial: Omit<StoredPlan, 'planId' | 'customerId' | 'nextPayDt'>): StoredPlan {
  return {
    planId: FIRST_PLAN_ID,
    customerId: SEED_DATA.customer.id,
    nextPayDt: daysFromNow(partial.daySpan),
    ...partial,
  };
}

/** Where each past delivery is now, newest first; older ones are all delivered. */
const RECENT_STATUSES: MockOrder['status'][] = ['shipped', 'delivered', 'delivered', 'cancelled'];

/**
 * `count` deliveries of `paidPlan` every 45 days up to yesterday, stored oldest first as a backend
 * records them (the answer sorts them); every fourth one of three Classic Tobacco only, and one
 * refunded, so totals and statuses differ from row to row.
 */
function pastOrders(paidPlan: StoredPlan | null, count: number): MockOrder[] {
  if (!paidPlan) return [];
  const single = { ...paidPlan, orderItemList: [planItem(SEED_VARIANTS.classicTobacco2, 3)] };
  return Array.from({ length: count }, (_, index) => {
    const age = count - 1 - index;
    const status = age === 9 ? 'refunded' : (RECENT_STATUSES[age] ?? 'delivered');
    return {
      orderNo: `AS${1001 + index}`,
      paidAt: daysFromNow(-(1 + age * 45)),
      ...orderOf(age % 4 === 2 ? single : paidPlan, status),
    };
  });
}

export const seeds = {
  /** The shopper has saved addresses but no plan. */
  noPlan: (): StoreSeed => ({ plan: null, addresses: addresses(), outOfStockVariantIds: [] }),

  // Each seed is spelled out whole, like a fixture, so a scenario reads on its own: the seeds
  // share their shape on purpose, not their logic.
  /** Built, not paid (status 0), no address yet. */
  draft: (): StoreSeed => ({
    plan: plan({
      status: 0,
      addressId: 0,
      daySpan: 30,
      orderItemList: [planItem(SEED_VARIANTS.classicTobacco2, 2)],
    }),
    addresses: addresses(),
    outOfStockVariantIds: [],
  }),

  /** Active plan with two pod items (both compare-price spellings), a gift and an address. */
  active: (): StoreSeed => ({
    plan: plan({
      status: 1,
      addressId: SEED_ADDRESS_ID,
      daySpan: 45,
      orderItemList: [
        planItem(SEED_VARIANTS.classicTobacco2, 2),
        planItem(SEED_VARIANTS.freshMint3, 1, { comparePriceSpelling: 'compare_at_price' }),
        planItem(SEED_VARIANTS.travelCaseBlack, 1),
      ],
    }),
    addresses: addresses(),
    outOfStockVariantIds: [],
  }),

  /** The active plan once its next delivery was skipped (skipNextDelivery): two intervals away. */
  nextDeliverySkipped: (): StoreSeed => {
    const seed = seeds.active();
    if (seed.plan) seed.plan.nextPayDt = daysFromNow(2 * seed.plan.daySpan);
    return seed;
  },

  paused: (): StoreSeed => ({
    plan: plan({
      status: 2,
      addressId: SEED_ADDRESS_ID,
      daySpan: 30,
      orderItemList: [planItem(SEED_VARIANTS.classicTobacco2, 2)],
    }),
    addresses: addresses(),
    outOfStockVariantIds: [],
  }),

  activeNoAddress: (): StoreSeed => ({
    plan: plan({
      status: 1,
      addressId: 0,
      daySpan: 60,
      orderItemList: [planItem(SEED_VARIANTS.classicTobacco2, 3)],
    }),
    addresses: addresses(),
    outOfStockVariantIds: [],
  }),

  /** A draft holding Fresh Mint, which is out of stock: building the plan answers noInventoryList. */
  outOfStock: (): StoreSeed => ({
    plan: plan({
      status: 0,
      addressId: 0,
      daySpan: 30,
      orderItemList: [
        planItem(SEED_VARIANTS.classicTobacco2, 2),
        planItem(SEED_VARIANTS.freshMint3, 1),
      ],
    }),
    addresses: addresses(),
    outOfStockVariantIds: [SEED_VARIANTS.freshMint3],
  }),

  /** The active plan with 23 past deliveries every 45 days (three pages of the history). */
  orderHistory: (): StoreSeed => {
    const active = seeds.active();
    return { ...active, orders: pastOrders(active.plan, 23) };
  },
};
