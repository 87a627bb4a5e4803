// The form's values and their rules (spec sections 3 to 5) in one place, out of the components.
import type { Address } from '#src/api/schema-types.ts';
import { normalizeAddress, type AddressInput } from '#src/domain/address/address-fields.ts';
import {
  toFilledAddressRequest,
  type FilledAddressRequest,
} from '#src/domain/address/filled-address-request.ts';
import {
  countryByCode,
  findCountry,
  findProvince,
  type AddressField,
  type Country,
  type CountryTable,
} from '#src/domain/address/countries.ts';
import { hasPostalCodePattern } from '#src/domain/address/postal-code.ts';
import { REQUIRED, type FieldRule } from '#src/domain/validation/field-rules.ts';

/** Spec section 2: the dropdown's 'new address' option. */
export const NEW_ADDRESS_ID = -1;

/** Every field's text; `country` holds the country's English name (the table's key). */
export type AddressValues = Record<AddressField, string>;

export const EMPTY_VALUES: AddressValues = Object.freeze({
  country: '',
  first_name: '',
  last_name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  zip: '',
  phone: '',
});

/**
 * Fields the spec leaves without a rule ('other address-field rules: not shown') that a parcel
 * cannot do without: the recipient's name. The domain's rules cover the rest (the city among
 * them, required where the country's addresses have one).
 */
export const PAGE_FIELD_RULES: Partial<Record<AddressField, FieldRule>> = Object.freeze({
  first_name: REQUIRED,
  last_name: REQUIRED,
});

/**
 * The dropdown's value for a saved address: its id, or, for one the server sent without an id,
 * a negative number of its own (below NEW_ADDRESS_ID) so that two such addresses stay apart.
 */
export function savedAddressKey(address: Address, index: number): number {
  const id = address.addressId ?? address.id ?? 0;
  return id > 0 ? id : NEW_ADDRESS_ID - 1 - index;
}

/** The address's country in the table: by code first, then by either name. */
function countryOfAddress(
  table: CountryTable,
  address: AddressInput | null | undefined,
): Country | null {
  const { country_code, country, country_name } = normalizeAddress(address);
  return (
    countryByCode(table, country_code) ??
    findCountry(table, country) ??
    findCountry(table, country_name)
  );
}

/** An address as form values; the province as the selector names it when it can be found. */
export function valuesFromAddress(
  table: CountryTable,
  address: AddressInput | null | undefined,
): AddressValues {
  const normalized = normalizeAddress(address);
  const country = countryOfAddress(table, address);
  const province =
    findProvince(country?.data, normalized.province_code) ??
    findProvince(country?.data, normalized.province);
  return {
    country: country?.name ?? '',
    first_name: normalized.first_name,
    last_name: normalized.last_name,
    company: normalized.company,
    address1: normalized.address1,
    address2: normalized.address2,
    city: normalized.city,
    province: province?.name ?? normalized.province,
    zip: normalized.zip,
    phone: normalized.phone,
  };
}

/** A new address starts in the plan's country, else the shopper's, else the first one. */
export function startingValues(
  table: CountryTable,
  current: Address | null,
  visitorCountry: string | null,
): AddressValues {
  if (current) {
    const values = valuesFromAddress(table, current);
    if (values.country) return values;
  }
  const country = countryByCode(table, visitorCountry) ?? countryByCode(table, 'US');
  return { ...EMPTY_VALUES, country: country?.name ?? Object.keys(table)[0] ?? '' };
}

/** The saved address the plan already uses, when it is in the list. */
export function savedAddressIdOf(saved: readonly Address[], current: Address | null): number {
  const currentId = current?.addressId ?? current?.id ?? 0;
  if (currentId <= 0) return NEW_ADDRESS_ID;
  return saved.some((address, index) => savedAddressKey(address, index) === currentId)
    ? currentId
    : NEW_ADDRESS_ID;
}

/** The saved address behind a dropdown value (see savedAddressKey). */
export function savedAddressById(saved: readonly Address[], id: number): Address | null {
  return saved.find((address, index) => savedAddressKey(address, index) === id) ?? null;
}

/** What changePlanAddress is sent: the domain's address request (addressId 0 for a new one). */
export function addressRequestFrom(
  table: CountryTable,
  values: AddressValues,
  savedId: number,
  context: { customerId: number; region: string },
): FilledAddressRequest {
  const country = findCountry(table, values.country);
  const province = findProvince(country?.data, values.province);
  const hasProvince = Boolean(country?.data.show_province);
  const input: AddressInput = {
    addressId: savedId > 0 ? savedId : 0,
    first_name: values.first_name,
    last_name: values.last_name,
    company: values.company,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    // Postal codes are checked case-insensitively; the label on the parcel is upper case.
    zip: hasPostalCodePattern(country?.data.code) ? values.zip.toUpperCase() : values.zip,
    // A country without a province selector sends none, whatever was typed before a switch.
    province: hasProvince ? (province?.name ?? values.province) : '',
    province_code: hasProvince ? (province?.code ?? '') : '',
    country: country?.name ?? values.country,
    country_name: country?.name ?? values.country,
    country_code: country?.data.code ?? '',
    phone: values.phone,
  };
  return toFilledAddressRequest(input, context);
}
