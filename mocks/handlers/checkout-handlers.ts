/** The checkout resource: build or rebuild the plan, save the address and get the payment URL. */
import type { MockStore } from '#mocks/store.ts';
import type { CheckoutItem } from '#src/api/schema-types.ts';
import { ADDRESS_REQUIRED, validAddressRequest } from './address.ts';
import { envelope, handleJson, http, refuse, requestOrigin } from './common.ts';
import { validDaySpan, validItems } from './plan.ts';

function optionalPlanId(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isInteger(value));
}

export function checkoutHandlers(store: MockStore) {
  return [
    http.post('/autoShip/toCheckoutCar', (info) =>
      handleJson(store, 'toCheckoutCar', info, 'body', (body) => {
        const items = validItems<CheckoutItem>(body.orderItemList);
        if (!items || !validDaySpan(body.daySpan) || !optionalPlanId(body.planId)) {
          return refuse('orderItemList, daySpan and a numeric planId are required');
        }
        const planId = body.planId ? body.planId : undefined;
        return info
          .response(200)
          .json(envelope(store.toCheckoutCar({ items, daySpan: body.daySpan, planId })));
      }),
    ),

    http.post('/autoShip/completeInfoAndGetPayUrl', (info) =>
      handleJson(store, 'completeInfoAndGetPayUrl', info, 'body', (body) => {
        const address = validAddressRequest(body);
        if (!address) return refuse(ADDRESS_REQUIRED);
        const origin = requestOrigin(info.request);
        return info.response(200).json(envelope(store.completeInfoAndGetPayUrl(address, origin)));
      }),
    ),

    http.post('/autoShip/checkout', (info) =>
      handleJson(store, 'checkout', info, 'body', (body) => {
        const items = validItems<CheckoutItem>(body.orderItemList);
        const address = validAddressRequest(body.userAddressInfoReq);
        if (!items || !validDaySpan(body.daySpan) || !optionalPlanId(body.planId) || !address) {
          return refuse(
            'orderItemList, daySpan, a numeric planId and userAddressInfoReq are required',
          );
        }
        const planId = body.planId ? body.planId : undefined;
        const input = { items, daySpan: body.daySpan, planId, address };
        return info
          .response(200)
          .json(envelope(store.checkout(input, requestOrigin(info.request))));
      }),
    ),
  ];
}
