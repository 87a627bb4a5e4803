// Spec section 3: the backend spells some fields two ways (id/addressId, first_name/firstName);
// pages read both through these helpers.
import { stripControlCharacters } from '#src/domain/validation/text-input.ts';
import type { Address } from '#src/api/schema-types.ts';
import type { AddressField } from './countries.ts';

/**
 * The contract's Address read leniently (nulls, ids as text); derived, so a rename fails typecheck.
 */
export type AddressInput = {
  [Field in keyof Address]?:
    Address[Field] | (Field extends 'id' | 'addressId' ? string : never) | null;
};

type NormalizedField = AddressField | 'province_code' | 'country_name' | 'country_code';

/** One spelling per field, '' when absent. */
export type NormalizedAddress = Required<Pick<Address, NormalizedField>> & {
  addressId: number;
};

// Control characters never go into an address (text-input.ts).
function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? stripControlCharacters(value).trim() : '';
}

/** id or addressId; 0 when none. */
export function addressIdOf(address: AddressInput | null | undefined): number {
  const raw = address?.addressId ?? address?.id;
  const id = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : 0;
}

function firstNameOf(address: AddressInput | null | undefined): string {
  return text(address?.first_name ?? address?.firstName);
}

function lastNameOf(address: AddressInput | null | undefined): string {
  return text(address?.last_name ?? address?.lastName);
}

export function fullNameOf(address: AddressInput | null | undefined): string {
  return [firstNameOf(address), lastNameOf(address)].filter(Boolean).join(' ');
}

export function normalizeAddress(address: AddressInput | null | undefined): NormalizedAddress {
  return {
    addressId: addressIdOf(address),
    first_name: firstNameOf(address),
    last_name: lastNameOf(address),
    company: text(address?.company),
    address1: text(address?.address1),
    address2: text(address?.address2),
    city: text(address?.city),
    zip: text(address?.zip),
    province: text(address?.province),
    province_code: text(address?.province_code),
    country: text(address?.country ?? address?.country_name),
    country_name: text(address?.country_name ?? address?.country),
    country_code: text(address?.country_code).toUpperCase(),
    phone: text(address?.phone),
  };
}

/** An id, or at least a first address line. */
export function hasAddress(address: AddressInput | null | undefined): boolean {
  return addressIdOf(address) > 0 || text(address?.address1) !== '';
}
