/**
 * The address as the storefront sends it to changePlanAddress, completeInfoAndGetPayUrl and
 * checkout (spec sections 3 and 7): the address fields (one spelling each: snake_case, as the
 * store writes them) plus addressId (a number, 0 for a new address), customerId, name (first and
 * last joined) and region.
 */
import type { components } from '#src/api/generated/schema.d.ts';
import {
  fullNameOf,
  normalizeAddress,
  type AddressInput,
  type NormalizedAddress,
} from './address-fields.ts';

/** The contract's AddressRequest, every address field filled in (text, '' when absent). */
export type AddressRequest = components['schemas']['AddressRequest'] &
  NormalizedAddress &
  Required<Pick<components['schemas']['AddressRequest'], 'name'>>;

export function toAddressRequest(
  address: AddressInput | null | undefined,
  context: { customerId: number; region: string },
): AddressRequest {
  return {
    ...normalizeAddress(address),
    customerId: Number.isFinite(context.customerId) ? context.customerId : 0,
    name: fullNameOf(address),
    region: context.region,
  };
}
