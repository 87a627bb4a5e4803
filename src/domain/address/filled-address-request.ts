/**
 * The address as the storefront sends it to changePlanAddress, completeInfoAndGetPayUrl and
 * checkout (spec sections 3 and 7): the address fields (one spelling each: snake_case, as the
 * store writes them) plus addressId (a number, 0 for a new address), customerId, name (first and
 * last joined) and region.
 */
import type { AddressRequest } from '#src/api/schema-types.ts';
import {
  fullNameOf,
  normalizeAddress,
  type AddressInput,
  type NormalizedAddress,
} from './address-fields.ts';

/**
 * The contract's AddressRequest (src/api/schema-types.ts), every address field filled in (text,
 * '' when absent): a name of its own, since it is a narrower type than the contract's.
 */
export type FilledAddressRequest = AddressRequest &
  NormalizedAddress &
  Required<Pick<AddressRequest, 'name'>>;

export function toFilledAddressRequest(
  address: AddressInput | null | undefined,
  context: { customerId: number; region: string },
): FilledAddressRequest {
  return {
    ...normalizeAddress(address),
    customerId: Number.isFinite(context.customerId) ? context.customerId : 0,
    name: fullNameOf(address),
    region: context.region,
  };
}
