// The address sent to changePlanAddress, completeInfoAndGetPayUrl and checkout (spec sections 3,
// 7).
import type { AddressRequest } from '#src/api/schema-types.ts';
import {
  fullNameOf,
  normalizeAddress,
  type AddressInput,
  type NormalizedAddress,
} from './address-fields.ts';

/** Named, since it is narrower than the contract's AddressRequest. */
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
