import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countryByCode,
  loadCountries,
  type Country,
  type CountryTable,
} from '#src/domain/address/countries.ts';
import { ADDRESS_INVALID } from '#src/domain/messages.ts';
import {
  hasForbiddenCharacter,
  validateAddressForm,
  validateSavedAddress,
  type AddressFormValues,
} from '#src/domain/validation/address-rules.ts';
import { REQUIRED } from '#src/domain/validation/field-rules.ts';

let table: CountryTable;
beforeAll(async () => {
  table = await loadCountries();
});

function country(code: string): Country {
  const found = countryByCode(table, code);
  if (!found) throw new Error(code);
  return found;
}

const validUs: AddressFormValues = {
  country: 'United States',
  first_name: 'Avery',
  last_name: 'Quinn',
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Springfield',
  province: 'IL',
  zip: '62701',
};

describe('validateAddressForm', () => {
  it('passes a complete address', () => {
    expect(validateAddressForm(validUs, country('US'))).toBeNull();
  });

  it('requires address line 1 (trimmed)', () => {
    expect(validateAddressForm({ ...validUs, address1: '   ' }, country('US'))).toEqual({
      field: 'address1',
      message: 'Enter your address',
    });
  });

  it('rejects & and % in both address lines', () => {
    expect(
      validateAddressForm({ ...validUs, address1: 'Smith & Sons, 1 Main St' }, country('US')),
    ).toEqual({
      field: 'address1',
      message: 'Address can’t contain & or %',
    });
    expect(validateAddressForm({ ...validUs, address2: '100% floor' }, country('US'))).toEqual({
      field: 'address2',
      message: 'Apartment, suite, etc. can’t contain & or %',
    });
  });

  it('checks the zip against the country, with its own label and name', () => {
    expect(validateAddressForm({ ...validUs, zip: '6270' }, country('US'))).toEqual({
      field: 'zip',
      message: 'Enter a valid ZIP code for United States',
    });
    expect(
      validateAddressForm(
        { ...validUs, country: 'Canada', province: 'ON', zip: '62701' },
        country('CA'),
      ),
    ).toEqual({ field: 'zip', message: 'Enter a valid postal code for Canada' });
    expect(validateAddressForm({ ...validUs, zip: '' }, country('US'))).toEqual({
      field: 'zip',
      message: 'Enter your ZIP code',
    });
    expect(
      validateAddressForm({ ...validUs, province: '', zip: 'k1a 0b6' }, country('GB')),
    ).toEqual({ field: 'zip', message: 'Enter a valid postcode for United Kingdom' });
  });

  it("does not require a zip where the label says '(optional)'", () => {
    const irish = { ...validUs, province: 'Co. Dublin', zip: '' };
    expect(validateAddressForm(irish, country('IE'))).toBeNull();
    expect(validateAddressForm({ ...irish, zip: 'D02 X285' }, country('IE'))).toBeNull();
    expect(validateAddressForm({ ...irish, zip: '12345' }, country('IE'))).toEqual({
      field: 'zip',
      message: 'Enter a valid Eircode for Ireland',
    });
  });

  it('requires the province unless the selector is hidden', () => {
    expect(validateAddressForm({ ...validUs, province: '---' }, country('US'))).toEqual({
      field: 'province',
      message: 'Select a state',
    });
    expect(
      validateAddressForm({ ...validUs, province: '', zip: 'EC1Y 8SY' }, country('GB')),
    ).toBeNull();
    expect(validateAddressForm({ ...validUs, province: '', zip: '' }, country('AE'))).toEqual({
      field: 'province',
      message: 'Select an emirate',
    });
  });

  it('reports the topmost failing field in the country’s order', () => {
    // Japan shows the zip before the prefecture and the address lines.
    const empty = { country: 'Japan', province: '', address1: '', zip: '' };
    expect(validateAddressForm(empty, country('JP'))?.field).toBe('zip');
    expect(validateAddressForm({ ...empty, zip: '100-0001' }, country('JP'))?.field).toBe(
      'province',
    );
    // The United States shows the address lines first.
    expect(validateAddressForm({ address1: '', province: '', zip: '' }, country('US'))?.field).toBe(
      'address1',
    );
  });

  it('takes rules for the fields the spec leaves open', () => {
    expect(
      validateAddressForm({ ...validUs, city: '' }, country('US'), { city: REQUIRED }),
    ).toEqual({ field: 'city', message: 'Enter your city' });
  });

  it('checks address lines without a country chosen yet', () => {
    expect(validateAddressForm({ address1: 'A & B' }, null)?.field).toBe('address1');
    expect(validateAddressForm({ address1: '1 Main St', zip: 'anything' }, null)).toBeNull();
  });
});

describe('validateSavedAddress', () => {
  it("blocks a saved address holding & or % with 'address is invalid!'", () => {
    expect(validateSavedAddress({ address1: 'Smith & Sons' })).toEqual({
      field: 'address1',
      message: ADDRESS_INVALID,
    });
    expect(validateSavedAddress({ address1: '1 Main St', address2: '50%' })).toEqual({
      field: 'address2',
      message: 'address is invalid!',
    });
    expect(validateSavedAddress({ address1: '1 Main St', address2: 'Apt 4' })).toBeNull();
  });
});

describe('validation properties', () => {
  it('never throws on any string in any field, for any country', () => {
    fc.assert(
      fc.property(
        fc.record({
          address1: fc.string(),
          address2: fc.string(),
          city: fc.string(),
          province: fc.string(),
          zip: fc.string(),
        }),
        fc.constantFrom('US', 'CA', 'GB', 'JP', 'IE', 'AE', 'DE', 'AR', null),
        (values, code) => {
          const result = validateAddressForm(values, code ? country(code) : null);
          expect(result === null || typeof result.message === 'string').toBe(true);
        },
      ),
    );
  });

  it('blocks every address line holding & or %', () => {
    const withForbidden = fc
      .tuple(fc.string(), fc.constantFrom('&', '%'), fc.string())
      .map(([before, character, after]) => `${before}${character}${after}`);
    fc.assert(
      fc.property(withForbidden, fc.constantFrom('address1', 'address2'), (line, field) => {
        const error = validateAddressForm({ ...validUs, [field]: line }, country('US'));
        expect(error?.field).toBe(field);
        expect(hasForbiddenCharacter(line)).toBe(true);
      }),
    );
  });
});
