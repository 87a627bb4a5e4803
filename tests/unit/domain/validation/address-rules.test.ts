import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeAddress } from '#src/domain/address/address-fields.ts';
import { fieldLabels, isCityRequired } from '#src/domain/address/address-form-layout.ts';
import {
  countryByCode,
  loadCountries,
  type Country,
  type CountryTable,
} from '#src/domain/address/countries.ts';
import { en } from '#src/domain/i18n/en.ts';
import {
  hasForbiddenCharacter,
  validateAddressForm,
  validateSavedAddress,
  type AddressFormValues,
} from '#src/domain/validation/address-rules.ts';
import { isBlank, REQUIRED } from '#src/domain/validation/field-rules.ts';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  stripControlCharacters,
} from '#src/domain/validation/text-input.ts';

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
      message: en['catalogue.addressInvalid'],
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

// What a clumsy or hostile shopper types into the address form.
// Each alone looks empty on screen.
const INVISIBLE_ONLY: readonly [string, string][] = [
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['word joiner', '\u2060'],
  ['byte-order mark', '\uFEFF'],
  ['soft hyphen', '\u00AD'],
  ['Hangul filler', '\u3164'],
  ['braille blank', '\u2800'],
  ['ideographic space', '\u3000'],
  ['no-break space', '\u00A0'],
  ['a mix with spaces', ' \u200B \uFEFF\u200D '],
];

describe('invisible characters count as empty', () => {
  it.each(INVISIBLE_ONLY)('%s alone is blank', (_name, value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each(INVISIBLE_ONLY)('address line 1 of only a %s is refused as empty', (_name, value) => {
    expect(validateAddressForm({ ...validUs, address1: value }, country('US'))).toEqual({
      field: 'address1',
      message: 'Enter your address',
    });
  });

  it('a city of zero-width spaces is refused where a city is required', () => {
    expect(validateAddressForm({ ...validUs, city: '\u200B\u200B' }, country('US'))).toEqual({
      field: 'city',
      message: 'Enter your city',
    });
  });

  it('visible text with a joiner inside is not blank (emoji and scripts that need them)', () => {
    expect(isBlank('Rue\u200Dde')).toBe(false);
  });
});

describe('forbidden characters in every width', () => {
  it.each([
    ['full-width ampersand', 'Smith ＆ Sons'],
    ['full-width percent', '100％ floor'],
    ['small ampersand', 'Smith ﹠ Sons'],
    ['small percent', '50﹪'],
    ['hidden by a zero-width space', 'Smith &\u200B Sons'],
  ])('%s is refused like & and %%', (_name, value) => {
    expect(hasForbiddenCharacter(value)).toBe(true);
    expect(validateAddressForm({ ...validUs, address1: value }, country('US'))).toEqual({
      field: 'address1',
      message: 'Address can’t contain & or %',
    });
  });

  it('ordinary full-width letters and digits are accepted', () => {
    expect(
      validateAddressForm({ ...validUs, address1: '１ Ｍａｉｎ Ｓｔ' }, country('US')),
    ).toBeNull();
  });
});

describe('control characters', () => {
  it.each([
    ['NUL', '1 Main\u0000 St'],
    ['BEL', '1 Main\u0007 St'],
    ['escape', '1 Main\u001B St'],
    ['line break', '1 Main\n St'],
    ['C1 control', '1 Main\u0085 St'],
  ])('%s is stripped', (_name, value) => {
    expect(stripControlCharacters(value)).toBe('1 Main St');
    expect(normalizeAddress({ address1: value }).address1).toBe('1 Main St');
  });

  it('a field of control characters alone is empty', () => {
    expect(validateAddressForm({ ...validUs, address1: '\u0000\u0007' }, country('US'))).toEqual({
      field: 'address1',
      message: 'Enter your address',
    });
  });
});

describe('length limits', () => {
  it.each(Object.entries(ADDRESS_FIELD_MAX_LENGTH).filter(([field]) => field !== 'country'))(
    '%s: at most %i characters, with a clear message',
    (field, max) => {
      const label =
        {
          first_name: 'First name',
          last_name: 'Last name',
          company: 'Company',
          address1: 'Address',
          address2: 'Apartment, suite, etc.',
          city: 'City',
          province: 'State',
          zip: 'ZIP code',
          phone: 'Phone',
        }[field] ?? field;
      const atLimit = field === 'zip' ? null : 'a'.repeat(max);
      if (atLimit !== null && field !== 'province') {
        expect(validateAddressForm({ ...validUs, [field]: atLimit }, country('US'))).toBeNull();
      }
      expect(
        validateAddressForm({ ...validUs, [field]: 'a'.repeat(max + 1) }, country('US')),
      ).toEqual({ field, message: `${label} can’t be longer than ${max} characters` });
    },
  );

  it('counts characters as a shopper does: an emoji is one', () => {
    const name = '😀'.repeat(ADDRESS_FIELD_MAX_LENGTH.first_name);
    expect(validateAddressForm({ ...validUs, first_name: name }, country('US'))).toBeNull();
  });
});

describe('the city, by country (spec section 5: required exactly where the province shows)', () => {
  it('Singapore shows no province: an address without a city passes, the label says optional', () => {
    const sg = country('SG');
    expect(isCityRequired(sg.data)).toBe(false);
    expect(fieldLabels(sg.data).city).toBe('City (optional)');
    expect(
      validateAddressForm(
        {
          country: sg.name,
          first_name: 'Mei',
          last_name: 'Tan',
          address1: '1 Raffles Place',
          city: '',
          zip: '048616',
        },
        sg,
      ),
    ).toBeNull();
  });

  // The province shows, so the city is required, though Google's data does not require one.
  it.each([
    ['HK', 'District'],
    ['AE', 'City'],
    ['JP', 'City'],
  ])('%s shows a province: the city (%s) is required', (code, label) => {
    expect(isCityRequired(country(code).data)).toBe(true);
    expect(fieldLabels(country(code).data).city).toBe(label);
  });

  it.each(['US', 'CA', 'AU'])('%s shows a province: the city is required', (code) => {
    expect(isCityRequired(country(code).data)).toBe(true);
  });

  // No province selector, so no city required, though Google's data requires one.
  it.each([
    ['GB', 'SW1A 1AA'],
    ['DE', '10115'],
    ['FR', '75001'],
  ])(
    '%s hides the province: the city is optional, labelled so, and may be left empty',
    (code, zip) => {
      const data = country(code).data;
      expect(isCityRequired(data)).toBe(false);
      expect(fieldLabels(data).city).toBe('City (optional)');
      expect(
        validateAddressForm(
          { ...validUs, country: country(code).name, city: '', zip },
          country(code),
        ),
      ).toBeNull();
    },
  );

  it('a US address without a city is refused', () => {
    expect(validateAddressForm({ ...validUs, city: '' }, country('US'))).toEqual({
      field: 'city',
      message: 'Enter your city',
    });
  });
});
