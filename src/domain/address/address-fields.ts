/**
 * An address as the backend and the store send it (spec section 3). The backend spells some
 * fields two ways (id/addressId, first_name/firstName, last_name/lastName); both are accepted and
 * read through the helpers here, so no page has to know.
 */
import { stripControlCharacters } from '#src/domain/validation/text-input.ts';

export interface AddressInput {
  id?: number | string | null;
  addressId?: number | string | null;
  first_name?: string | null;
  firstName?: string | null;
  last_name?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zip?: string | null;
  province?: string | null;
  province_code?: string | null;
  country?: string | null;
  country_name?: string | null;
  country_code?: string | null;
  phone?: string | null;
}

/** The same address with one spelling per field and text everywhere ('' when absent). */
export interface NormalizedAddress {
  addressId: number;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  zip: string;
  province: string;
  province_code: string;
  country: string;
  country_name: string;
  country_code: string;
  phone: string;
}

// Control characters never go into an address, whoever typed them (text-input.ts).
function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? stripControlCharacters(value).trim() : '';
}

/** The address id as a number: id or addressId, 0 when none or not a number. */
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

/** First and last name joined by a space ('' when both are empty). */
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

/** Whether there is an address to ship to: an id, or at least a first address line. */
export function hasAddress(address: AddressInput | null | undefined): boolean {
  return addressIdOf(address) > 0 || text(address?.address1) !== '';
}
