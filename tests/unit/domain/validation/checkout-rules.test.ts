import { describe, expect, it } from 'vitest';
import {
  validateAddressPresence,
  validateCheckout,
  validateTerms,
} from '#src/domain/validation/checkout-rules.ts';

const TERMS = 'Please agree to the autoship terms';

describe('checkout checks', () => {
  it("requires an address or an address id: 'please fill the address'", () => {
    expect(validateAddressPresence(null, 0)).toEqual({
      field: 'address',
      message: 'please fill the address',
    });
    expect(validateAddressPresence({ address1: '' })).toEqual({
      field: 'address',
      message: 'please fill the address',
    });
    expect(validateAddressPresence(null, 9001)).toBeNull();
    expect(validateAddressPresence(null, '9001')).toBeNull();
    expect(validateAddressPresence({ addressId: 9001 })).toBeNull();
    expect(validateAddressPresence({ address1: '1 Main St' })).toBeNull();
  });

  it('requires the terms in create mode, with the terms label as the message', () => {
    expect(validateTerms('create', false, TERMS)).toEqual({ field: 'terms', message: TERMS });
    expect(validateTerms('create', true, TERMS)).toBeNull();
    expect(validateTerms('edit', false, TERMS)).toBeNull();
  });

  it('checks the address before the terms', () => {
    const base = { mode: 'create' as const, termsChecked: false, termsMessage: TERMS };
    expect(validateCheckout({ ...base, address: null })?.field).toBe('address');
    expect(validateCheckout({ ...base, address: null, addressId: 9001 })?.field).toBe('terms');
    expect(
      validateCheckout({ ...base, address: null, addressId: 9001, termsChecked: true }),
    ).toBeNull();
  });
});
