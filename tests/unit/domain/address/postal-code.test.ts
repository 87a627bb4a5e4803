import { describe, expect, it } from 'vitest';
import {
  checkPostalCode,
  hasPostalCodePattern,
  isValidPostalCode,
} from '#src/domain/address/postal-code.ts';
import { loadCountries } from '#src/domain/address/countries.ts';

/** Per country: real codes that must pass, and codes that must not. */
const EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  US: { valid: ['90210', '90210-1234', '02134'], invalid: ['9021', '90210-12', 'ABCDE', '902101'] },
  CA: { valid: ['K1A 0B6', 'M5V3L9', 'V6B 4Y8'], invalid: ['K1A 0B', 'D1A 0B6', '12345'] },
  GB: {
    valid: ['EC1Y 8SY', 'SW1A 1AA', 'M1 1AE', 'B33 8TH'],
    invalid: ['EC1Y 8S', '12345', 'SW1A'],
  },
  DE: { valid: ['10115', '80331'], invalid: ['1011', '101155', 'ABCDE'] },
  JP: { valid: ['100-0001', '1000001', '060-8588'], invalid: ['100-001', '10-00001', '1000-001'] },
  FR: { valid: ['75008', '13001'], invalid: ['7500', '750080'] },
  IT: { valid: ['00184', '20121'], invalid: ['0018', '001844'] },
  ES: { valid: ['28013', '08001'], invalid: ['53001', '2801'] },
  NL: { valid: ['1012 JS', '1012JS'], invalid: ['1012', 'AB 1012', '1012 J'] },
  AU: { valid: ['2000', '0800'], invalid: ['200', '20000'] },
  IN: { valid: ['110001', '400001'], invalid: ['11001', '1100011'] },
  BR: { valid: ['01310-100', '01310100'], invalid: ['0131-100', '01310-10'] },
  MX: { valid: ['06600', '44100'], invalid: ['0660', '066000'] },
  CN: { valid: ['100000', '200030'], invalid: ['10000', '1000000'] },
  KR: { valid: ['03187', '06236'], invalid: ['031870', '0318'] },
  SE: { valid: ['114 55', '11455'], invalid: ['1145', '114 5'] },
  NO: { valid: ['0150'], invalid: ['01500', '015'] },
  DK: { valid: ['1050'], invalid: ['105', '10500'] },
  FI: { valid: ['00100'], invalid: ['0010'] },
  PL: { valid: ['00-950'], invalid: ['00950', '0-950'] },
  PT: { valid: ['1000-001', '1000'], invalid: ['1000-01', '100-001'] },
  AT: { valid: ['1010'], invalid: ['0101', '10100'] },
  CH: { valid: ['8001'], invalid: ['80011', '800'] },
  BE: { valid: ['1000'], invalid: ['100', '10000'] },
  IE: { valid: ['D02 X285', 'A65F4E2'], invalid: ['D02 X28', 'Z02 X285'] },
  NZ: { valid: ['6011'], invalid: ['601', '60111'] },
  SG: { valid: ['018956'], invalid: ['01895', '0189567'] },
  RU: { valid: ['101000'], invalid: ['10100'] },
  TW: { valid: ['100', '10058', '100058'], invalid: ['1005', '10'] },
  AR: { valid: ['C1425DKA', '1425'], invalid: ['C142', 'I1425DKA'] },
  ZA: { valid: ['2001'], invalid: ['200', '20011'] },
  CZ: { valid: ['110 00', '11000'], invalid: ['1100', '110 0'] },
  GR: { valid: ['105 57'], invalid: ['1055'] },
  PH: { valid: ['1000'], invalid: ['100'] },
  TH: { valid: ['10200'], invalid: ['1020'] },
};

describe('isValidPostalCode', () => {
  for (const [country, { valid, invalid }] of Object.entries(EXAMPLES)) {
    it(`accepts real ${country} codes and rejects malformed ones`, () => {
      for (const code of valid) expect(isValidPostalCode(code, country), code).toBe(true);
      for (const code of invalid) expect(isValidPostalCode(code, country), code).toBe(false);
    });
  }

  it('covers at least 30 countries in these examples', () => {
    expect(Object.keys(EXAMPLES).length).toBeGreaterThanOrEqual(30);
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(isValidPostalCode('k1a 0b6', 'CA')).toBe(true);
    expect(isValidPostalCode('ec1y 8sy', 'GB')).toBe(true);
    expect(isValidPostalCode('1012 js', 'NL')).toBe(true);
    expect(isValidPostalCode('d02 x285', 'IE')).toBe(true);
    expect(isValidPostalCode('c1425dka', 'AR')).toBe(true);
    expect(isValidPostalCode('  90210 ', 'US')).toBe(true);
    expect(isValidPostalCode('90210', 'us')).toBe(true);
  });

  it('lets any code pass for unknown countries and countries without postal codes', () => {
    expect(hasPostalCodePattern('ZZ')).toBe(false);
    expect(isValidPostalCode('anything', 'ZZ')).toBe(true);
    expect(isValidPostalCode('anything', 'UK')).toBe(true); // not an ISO code
    expect(hasPostalCodePattern('AE')).toBe(false);
    expect(isValidPostalCode('00000', 'AE')).toBe(true);
    expect(isValidPostalCode('999077', 'HK')).toBe(true);
    expect(isValidPostalCode('12345', null)).toBe(true);
  });

  it('has patterns for about 180 of the 250 countries', async () => {
    const countries = Object.values(await loadCountries());
    const covered = countries.filter((country) => hasPostalCodePattern(country.code));
    expect(covered.length).toBeGreaterThanOrEqual(180);
  });
});

describe('checkPostalCode', () => {
  it('requires a code unless the country marks it optional', () => {
    expect(checkPostalCode('', 'US', { optional: false })).toBe('missing');
    expect(checkPostalCode('   ', 'US', { optional: false })).toBe('missing');
    expect(checkPostalCode('---', 'US', { optional: false })).toBe('missing');
    expect(checkPostalCode(undefined, 'US', { optional: false })).toBe('missing');
    expect(checkPostalCode('', 'IE', { optional: true })).toBe('valid');
  });

  it('checks a code given for an optional zip all the same', () => {
    expect(checkPostalCode('D02 X285', 'IE', { optional: true })).toBe('valid');
    expect(checkPostalCode('nope', 'IE', { optional: true })).toBe('invalid');
    expect(checkPostalCode('9021', 'US', { optional: false })).toBe('invalid');
  });
});
