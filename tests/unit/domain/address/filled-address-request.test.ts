import { describe, expect, it } from 'vitest';
import {
  addressIdOf,
  fullNameOf,
  hasAddress,
  normalizeAddress,
} from '#src/domain/address/address-fields.ts';
import { toFilledAddressRequest } from '#src/domain/address/filled-address-request.ts';

describe('the two spellings of address fields', () => {
  it('reads id or addressId as a number, 0 when none', () => {
    expect(addressIdOf({ id: 9001 })).toBe(9001);
    expect(addressIdOf({ addressId: '9001' })).toBe(9001);
    expect(addressIdOf({ addressId: 9002, id: 1 })).toBe(9002);
    expect(addressIdOf({})).toBe(0);
    expect(addressIdOf({ addressId: 'new' })).toBe(0);
    expect(addressIdOf({ id: -1 })).toBe(0); // the dropdown's 'new address' option
    expect(addressIdOf(null)).toBe(0);
  });

  it('reads first_name/firstName and last_name/lastName', () => {
    expect(fullNameOf({ first_name: 'Avery', last_name: 'Quinn' })).toBe('Avery Quinn');
    expect(fullNameOf({ firstName: 'Mia', lastName: 'Chen' })).toBe('Mia Chen');
    expect(fullNameOf({ firstName: ' Mia ' })).toBe('Mia');
    expect(fullNameOf({})).toBe('');
  });

  it('normalizes to one spelling per field', () => {
    expect(
      normalizeAddress({
        id: 7,
        firstName: 'Mia',
        lastName: 'Chen',
        country_code: 'ca',
        country: 'Canada',
      }),
    ).toMatchObject({
      addressId: 7,
      first_name: 'Mia',
      last_name: 'Chen',
      country: 'Canada',
      country_name: 'Canada',
      country_code: 'CA',
      address2: '',
    });
  });

  it('knows when there is an address at all', () => {
    expect(hasAddress({ addressId: 9001 })).toBe(true);
    expect(hasAddress({ address1: '1 Main St' })).toBe(true);
    expect(hasAddress({ address1: '  ', addressId: 0 })).toBe(false);
    expect(hasAddress(undefined)).toBe(false);
  });
});

describe('toFilledAddressRequest', () => {
  it('adds addressId (number), customerId, name and region to the address fields', () => {
    const request = toFilledAddressRequest(
      {
        id: '9001',
        firstName: 'Avery',
        last_name: 'Quinn',
        address1: '1 Main St',
        address2: 'Apt 4',
        city: 'Springfield',
        zip: '62701',
        province: 'Illinois',
        province_code: 'IL',
        country: 'United States',
        country_code: 'US',
        phone: '+1 217 555 0100',
      },
      { customerId: 7001, region: 'us' },
    );
    expect(request).toEqual({
      addressId: 9001,
      customerId: 7001,
      name: 'Avery Quinn',
      region: 'us',
      first_name: 'Avery',
      last_name: 'Quinn',
      company: '',
      address1: '1 Main St',
      address2: 'Apt 4',
      city: 'Springfield',
      zip: '62701',
      province: 'Illinois',
      province_code: 'IL',
      country: 'United States',
      country_name: 'United States',
      country_code: 'US',
      phone: '+1 217 555 0100',
    });
  });

  it('sends addressId 0 for a new address', () => {
    expect(
      toFilledAddressRequest({ address1: '1 Main St' }, { customerId: 1, region: 'us' }).addressId,
    ).toBe(0);
  });
});
