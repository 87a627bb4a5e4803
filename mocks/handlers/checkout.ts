/** The checkout resource: build or rebuild the plan, save the address and get the payment URL. */
import type { CheckoutItem, MockStore } from '#mocks/store.ts';
import { validAddressRequest } from './address.ts';
import {
  badRequest,
  envelope,
  gate,
  http,
  missingRegion,
  readJson,
  requestOrigin,
} from './common.ts';
import { validDaySpan, validItems } from './plan.ts';

function optionalPlanId(value: unknown): value is number | undefined {
  return (
    value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
  );
}

export function checkoutHandlers(store: MockStore) {
  return [
    http.post('/autoShip/toCheckoutCar', async ({ request, response }) => {
      const gated = await gate(store, 'toCheckoutCar', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const body = await readJson(request);
      if (!body) return response(200).json(badRequest('a JSON body is required'));
      const bad = missingRegion(body.region);
      if (bad) return response(200).json(bad);
      const items = validItems<CheckoutItem>(body.orderItemList);
      if (!items || !validDaySpan(body.daySpan) || !optionalPlanId(body.planId)) {
        return response(200).json(
          badRequest('orderItemList, daySpan and a numeric planId are required'),
        );
      }
      const planId = body.planId ? body.planId : undefined;
      return response(200).json(
        envelope(store.toCheckoutCar({ items, daySpan: body.daySpan, planId })),
      );
    }),

    http.post('/autoShip/completeInfoAndGetPayUrl', async ({ request, response }) => {
      const gated = await gate(store, 'completeInfoAndGetPayUrl', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const body = await readJson(request);
      if (!body) return response(200).json(badRequest('a JSON body is required'));
      const bad = missingRegion(body.region);
      if (bad) return response(200).json(bad);
      const address = validAddressRequest(body);
      if (!address)
        return response(200).json(
          badRequest('addressId (a number), customerId and region are required'),
        );
      return response(200).json(
        envelope(store.completeInfoAndGetPayUrl(address, requestOrigin(request))),
      );
    }),

    http.post('/autoShip/checkout', async ({ request, response }) => {
      const gated = await gate(store, 'checkout', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const body = await readJson(request);
      if (!body) return response(200).json(badRequest('a JSON body is required'));
      const bad = missingRegion(body.region);
      if (bad) return response(200).json(bad);
      const items = validItems<CheckoutItem>(body.orderItemList);
      const address = validAddressRequest(body.userAddressInfoReq);
      if (!items || !validDaySpan(body.daySpan) || !optionalPlanId(body.planId) || !address) {
        return response(200).json(
          badRequest(
            'orderItemList, daySpan, a numeric planId and userAddressInfoReq are required',
          ),
        );
      }
      const planId = body.planId ? body.planId : undefined;
      return response(200).json(
        envelope(
          store.checkout({ items, daySpan: body.daySpan, planId, address }, requestOrigin(request)),
        ),
      );
    }),
  ];
}
