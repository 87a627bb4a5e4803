/** The address resource: the plan's address (read, change) and the shopper's saved addresses. */
import type { AddressRequest, MockStore } from '#mocks/store.ts';
import {
  badRequest,
  envelope,
  gate,
  http,
  missingRegion,
  positiveInteger,
  readJson,
} from './common.ts';

/** An address request (spec section 7: addressId a number, customerId, region), or null. */
export function validAddressRequest(value: unknown): AddressRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const request = value as Partial<AddressRequest>;
  if (
    typeof request.addressId !== 'number' ||
    !Number.isInteger(request.addressId) ||
    request.addressId < 0 ||
    typeof request.customerId !== 'number' ||
    typeof request.region !== 'string'
  ) {
    return null;
  }
  return value as AddressRequest;
}

export function addressHandlers(store: MockStore) {
  return [
    http.get(
      '/autoShip/changePlanAddress/{planId}',
      async ({ request, params, query, response }) => {
        const gated = await gate(store, 'getPlanAddress', request);
        if (gated?.kind === 'status') return response(gated.status).json(gated.body);
        if (gated) return response(200).json(gated.body);
        const bad = missingRegion(query.get('region'));
        if (bad) return response(200).json(bad);
        const planId = positiveInteger(params.planId);
        if (planId === null)
          return response(200).json(badRequest('planId must be a positive integer'));
        return response(200).json(envelope(store.getPlanAddress(planId)));
      },
    ),

    http.post('/autoShip/changePlanAddress/{planId}', async ({ request, params, response }) => {
      const gated = await gate(store, 'changePlanAddress', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const planId = positiveInteger(params.planId);
      const body = await readJson(request);
      if (planId === null || !body)
        return response(200).json(badRequest('planId and a JSON body are required'));
      const bad = missingRegion(body.region);
      if (bad) return response(200).json(bad);
      const address = validAddressRequest(body);
      if (!address)
        return response(200).json(
          badRequest('addressId (a number), customerId and region are required'),
        );
      return response(200).json(envelope(store.changePlanAddress(planId, address)));
    }),

    http.get('/autoShip/queryCustomerAddress', async ({ request, query, response }) => {
      const gated = await gate(store, 'queryCustomerAddress', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const bad = missingRegion(query.get('region'));
      if (bad) return response(200).json(bad);
      return response(200).json({ code: 200, msg: 'success', data: store.customerAddresses() });
    }),
  ];
}
