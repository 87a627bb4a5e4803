/**
 * The second test shopper of a two-shopper mock backend (`npm run mock:serve -- --token A
 * --other-token B`, docs/contract-check.md): the scenario's world with ids of its own (plan,
 * customer, saved addresses, order numbers), so nothing of one shopper can pass for the other's.
 */
import type { StoreSeed } from './store/mock-state.ts';

/** The second shopper's plan id (the first shopper's is the seed's 880001). */
export const SECOND_SHOPPER_PLAN_ID = 990001;
const ID_OFFSET = 1000;
/** Order numbers of the second shopper start here (AS1001… are the first's). */
const ORDER_NUMBER_OFFSET = 5000;

export function secondShopperSeed(seed: StoreSeed): StoreSeed {
  const addressId = (id: number) => (id > 0 ? id + ID_OFFSET : id);
  return {
    ...seed,
    plan: seed.plan && {
      ...seed.plan,
      planId: SECOND_SHOPPER_PLAN_ID,
      customerId: seed.plan.customerId + 1,
      addressId: addressId(seed.plan.addressId),
    },
    addresses: seed.addresses.map((address) => ({
      ...address,
      id: addressId(address.id),
      addressId: addressId(address.addressId),
    })),
    ...(seed.orders === undefined
      ? {}
      : {
          orders: seed.orders.map((order) => ({
            ...order,
            orderNo: order.orderNo.replace(/\d+$/, (n) => String(Number(n) + ORDER_NUMBER_OFFSET)),
            planId: SECOND_SHOPPER_PLAN_ID,
          })),
        }),
  };
}
