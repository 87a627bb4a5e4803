import { describe, expect, it } from 'vitest';
import { addressDisplay } from '#src/domain/address/address-display.ts';

describe('addressDisplay', () => {
  it('writes address2 and a comma, address1, city and zip, province, then the name in brackets', () => {
    expect(
      addressDisplay({
        first_name: 'Avery',
        last_name: 'Quinn',
        address1: '1 Main St',
        address2: 'Apt 4',
        city: 'Springfield',
        zip: '62701',
        province: 'Illinois',
      }),
    ).toBe('Apt 4, 1 Main St, Springfield 62701, Illinois (Avery Quinn)');
  });

  it('leaves out address2 and its comma when there is none', () => {
    expect(
      addressDisplay({
        firstName: 'Mia',
        lastName: 'Chen',
        address1: '200 King St W',
        address2: '',
        city: 'Toronto',
        zip: 'M5H 3T4',
        province: 'Ontario',
      }),
    ).toBe('200 King St W, Toronto M5H 3T4, Ontario (Mia Chen)');
  });

  it('skips empty parts without leaving stray separators', () => {
    expect(addressDisplay({ address1: '10 Downing St', city: 'London', zip: 'SW1A 2AA' })).toBe(
      '10 Downing St, London SW1A 2AA',
    );
    expect(
      addressDisplay({ address1: 'Sheikh Zayed Rd', province: 'Dubai', first_name: 'Noor' }),
    ).toBe('Sheikh Zayed Rd, Dubai (Noor)');
    expect(addressDisplay({ first_name: 'Avery', last_name: 'Quinn' })).toBe('(Avery Quinn)');
    expect(addressDisplay({})).toBe('');
    expect(addressDisplay(null)).toBe('');
  });
});
