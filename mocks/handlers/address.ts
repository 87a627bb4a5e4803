/** The address resource: the plan's address (read, change) and the shopper's saved addresses. */
import type { MockStore } from '#mocks/store.ts';
import type { AddressRequest } from '#src/api/schema-types.ts';
import { envelope, handle, handleJson, http, positiveInteger, refuse } from './common.ts';

export const ADDRESS_REQUIRED = 'addressId (a number), customerId and region are required';

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
    http.get('/autoShip/changePlanAddress/{planId}', (info) =>
      handle(store, 'getPlanAddress', info, 'query', () => {
        const planId = positiveInteger(info.params.planId);
        if (planId === null) return refuse('planId must be a positive integer');
        return info.response(200).json(envelope(store.getPlanAddress(planId)));
      }),
    ),

    http.post('/autoShip/changePlanAddress/{planId}', (info) =>
      handleJson(store, 'changePlanAddress', info, 'body', (body) => {
        const planId = positiveInteger(info.params.planId);
        if (planId === null) return refuse('planId must be a positive integer');
        const address = validAddressRequest(body);
        if (!address) return refuse(ADDRESS_REQUIRED);
        return info.response(200).json(envelope(store.changePlanAddress(planId, address)));
      }),
    ),

    http.get('/autoShip/queryCustomerAddress', (info) =>
      handle(store, 'queryCustomerAddress', info, 'query', () =>
        info.response(200).json({ code: 200, msg: 'success', data: store.customerAddresses() }),
      ),
    ),
  ];
}
