import { afterEach, describe, expect, it } from 'vitest';
import { voucherToken } from '#src/domain/identity/voucher-token.ts';

afterEach(() => localStorage.clear());

describe('voucherToken', () => {
  it('takes the relx-voucher cookie first', () => {
    localStorage.setItem('relx-voucher', JSON.stringify('FROM-STORAGE'));
    expect(
      voucherToken({
        cookie: 'a=1; relx-voucher=FROM-COOKIE',
        search: '?token=FROM-QUERY',
        designMode: true,
      }),
    ).toBe('FROM-COOKIE');
  });

  it('then the token query parameter', () => {
    expect(voucherToken({ cookie: 'a=1', search: '?x=1&token=FROM-QUERY', designMode: true })).toBe(
      'FROM-QUERY',
    );
    expect(voucherToken({ cookie: 'relx-voucher=', search: 'token=Q2', designMode: false })).toBe(
      'Q2',
    );
  });

  it('then local storage, in design mode only', () => {
    localStorage.setItem('relx-voucher', JSON.stringify('FROM-STORAGE'));
    expect(voucherToken({ cookie: '', search: '', designMode: true })).toBe('FROM-STORAGE');
    expect(voucherToken({ cookie: '', search: '', designMode: false })).toBeNull();
  });

  it('is null when there is none anywhere', () => {
    expect(voucherToken({ cookie: '', search: '?token=', designMode: true })).toBeNull();
  });
});
