import { describe, expect, it } from 'vitest';
import {
  checkPaymentUrl,
  paymentHandOffPath,
  readPaymentHandOff,
  type PaymentUrlPolicy,
} from '#src/domain/payment/payment-hand-off.ts';

const ORIGIN = 'https://shop.example.com';
const STORE: PaymentUrlPolicy = { allowedHosts: ['pay.provider.example'], origin: ORIGIN };
const MOCK: PaymentUrlPolicy = { ...STORE, sameOriginStandInPath: '/__mock/hosted-payment' };

describe('readPaymentHandOff: the four encoded parameters', () => {
  it('reads subtotal, saving, total (cents) and the url', () => {
    const url = 'https://pay.provider.example/session?id=1&lang=en';
    const params = new URLSearchParams(
      `subtotal=4598&saving=700&total=3898&url=${encodeURIComponent(url)}`,
    );
    expect(readPaymentHandOff(params)).toEqual({
      summary: { subtotal: 4598, saving: 700, total: 3898 },
      url,
    });
  });

  it('url alone: no summary', () => {
    expect(
      readPaymentHandOff(new URLSearchParams('url=https%3A%2F%2Fpay.provider.example')),
    ).toEqual({ summary: null, url: 'https://pay.provider.example' });
  });

  it.each([
    'subtotal=4598&total=3898',
    'subtotal=45.98&saving=7&total=38.98',
    'subtotal=abc&saving=0&total=0',
    'subtotal=-1&saving=0&total=0',
    'subtotal=1e3&saving=0&total=1000',
    'subtotal=&saving=&total=',
  ])('prices missing or malformed (%s): no summary rather than a wrong one', (query) => {
    expect(readPaymentHandOff(new URLSearchParams(`${query}&url=x`)).summary).toBeNull();
  });

  it('a negative saving is kept (a slide discount may cost more than the subtotal)', () => {
    const { summary } = readPaymentHandOff(
      new URLSearchParams('subtotal=100&saving=-20&total=120'),
    );
    expect(summary).toEqual({ subtotal: 100, saving: -20, total: 120 });
  });

  it('paymentHandOffPath writes what readPaymentHandOff reads, url encoded', () => {
    const url = 'https://pay.provider.example/p?a=1&b=2#x';
    const path = paymentHandOffPath('/pages/payment', url, { subtotal: 10, saving: 2, total: 8 });
    expect(path).not.toContain('&b=2');
    const read = readPaymentHandOff(new URL(path, ORIGIN).searchParams);
    expect(read).toEqual({ summary: { subtotal: 10, saving: 2, total: 8 }, url });
    expect(paymentHandOffPath('/pages/payment', url, null)).toBe(
      `/pages/payment?url=${encodeURIComponent(url)}`,
    );
  });
});

describe('checkPaymentUrl: only https on an allowed host, or the mock stand-in in mock mode', () => {
  it.each([
    [
      'https://pay.provider.example/session/abc?x=1',
      'https://pay.provider.example/session/abc?x=1',
    ],
    ['https://PAY.Provider.example/s', 'https://pay.provider.example/s'],
    ['https://pay.provider.example', 'https://pay.provider.example/'],
    ['https://pay.provider.example:443/s', 'https://pay.provider.example/s'],
  ])('follows %s', (raw, href) => {
    expect(checkPaymentUrl(raw, STORE)).toEqual({ ok: true, href });
  });

  it('an allowed host with its own port must name that port', () => {
    const policy = { ...STORE, allowedHosts: ['pay.provider.example:8443'] };
    expect(checkPaymentUrl('https://pay.provider.example:8443/s', policy).ok).toBe(true);
    expect(checkPaymentUrl('https://pay.provider.example/s', policy).ok).toBe(false);
    expect(checkPaymentUrl('https://pay.provider.example:8443/s', STORE).ok).toBe(false);
  });

  it('nothing is followed when the store lists no host', () => {
    expect(
      checkPaymentUrl('https://pay.provider.example/s', { ...STORE, allowedHosts: [] }),
    ).toEqual({ ok: false, reason: 'host-not-allowed' });
  });

  it.each([
    // other hosts, look-alikes and sub/super domains
    ['https://evil.example/pay', 'host-not-allowed'],
    ['https://pay.provider.example.evil.example/', 'host-not-allowed'],
    ['https://evilpay.provider.example/', 'host-not-allowed'],
    ['https://provider.example/', 'host-not-allowed'],
    ['https://sub.pay.provider.example/', 'host-not-allowed'],
    ['https://pay.provider.example./', 'host-not-allowed'],
    // not https
    ['http://pay.provider.example/s', 'not-https'],
    ['javascript:alert(1)', 'not-https'],
    ['JaVaScRiPt:alert(1)', 'not-https'],
    ['data:text/html,<script>alert(1)</script>', 'not-https'],
    ['ftp://pay.provider.example/', 'not-https'],
    ['//pay.provider.example/s', 'not-https'],
    ['//evil.example', 'not-https'],
    ['/pages/autoship-manage', 'not-https'],
    ['pay.provider.example/s', 'not-https'],
    ['https:pay.provider.example/s', 'malformed'],
    ['https:/pay.provider.example/s', 'malformed'],
    // backslashes
    ['https:\\\\pay.provider.example/s', 'malformed'],
    ['https://pay.provider.example\\@evil.example/', 'malformed'],
    ['/\\evil.example', 'malformed'],
    ['https://evil.example\\pay.provider.example', 'malformed'],
    // user info
    ['https://pay.provider.example@evil.example/', 'credentials'],
    ['https://user:pw@pay.provider.example/', 'credentials'],
    ['https://evil.example#@pay.provider.example/', 'host-not-allowed'],
    ['https://evil.example?@pay.provider.example/', 'host-not-allowed'],
    // encoded variants
    ['https%3A%2F%2Fpay.provider.example%2Fs', 'not-https'],
    ['https://pay%2Eprovider.example/s', 'malformed'],
    ['https://evil.example%2F@pay.provider.example/', 'credentials'],
    ['https://pay.provider.example%40evil.example/', 'malformed'],
    ['https:%2F%2Fpay.provider.example/s', 'malformed'],
    ['%6Aavascript:alert(1)', 'not-https'],
    ['https://xn--pay-provider-example.evil/', 'malformed'],
    ['https://pаy.provider.example/', 'malformed'], // Cyrillic а
    ['https://pay.provider.example／@evil.example', 'credentials'], // full-width solidus
    // whitespace and control characters
    [' https://pay.provider.example/s', 'malformed'],
    ['https://pay.provider.example/s ', 'malformed'],
    ['https://pay.provider.example/s\n', 'malformed'],
    ['\tjavascript:alert(1)', 'malformed'],
    ['java\nscript:alert(1)', 'malformed'],
    ['https://pay.provider.example\t.evil.example/', 'malformed'],
    ['https://\u200bpay.provider.example/', 'malformed'],
    ['https://pay.provider.example\u0000.evil.example/', 'malformed'],
    ['\u202ehttps://pay.provider.example/', 'malformed'],
    ['https://pay.provider.example/\u3000', 'malformed'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(checkPaymentUrl(raw, STORE)).toEqual({ ok: false, reason });
    // The mock mode's stand-in rule does not open any of them either.
    expect(checkPaymentUrl(raw, MOCK).ok).toBe(false);
  });

  it('refuses a missing or absurdly long url', () => {
    expect(checkPaymentUrl(null, STORE)).toEqual({ ok: false, reason: 'missing' });
    expect(checkPaymentUrl('', STORE)).toEqual({ ok: false, reason: 'missing' });
    const long = `https://pay.provider.example/${'a'.repeat(5000)}`;
    expect(checkPaymentUrl(long, STORE)).toEqual({ ok: false, reason: 'malformed' });
  });

  describe('mock mode: the same-origin stand-in', () => {
    it.each([
      [
        'https://shop.example.com/__mock/hosted-payment?planId=880001',
        '/__mock/hosted-payment?planId=880001',
      ],
      ['/__mock/hosted-payment?planId=1', '/__mock/hosted-payment?planId=1'],
    ])('follows %s as the path %s', (raw, href) => {
      expect(checkPaymentUrl(raw, MOCK)).toEqual({ ok: true, href });
    });

    it.each([
      'https://shop.example.com/pages/autoship-manage',
      '/__mock/hosted-payment/../../pages/autoship-manage',
      '/__mock/hosted-paymentX',
      '//shop.example.com/__mock/hosted-payment',
      '/\\evil.example/__mock/hosted-payment',
      '/.//evil.example/__mock/hosted-payment',
      'https://evil.example/__mock/hosted-payment?planId=1',
      'http://shop.example.com.evil.example/__mock/hosted-payment',
      'https://user@shop.example.com/__mock/hosted-payment',
      '/%2F%2Fevil.example/__mock/hosted-payment',
    ])('refuses %s', (raw) => {
      expect(checkPaymentUrl(raw, MOCK).ok).toBe(false);
    });

    it('is off outside mock mode', () => {
      expect(checkPaymentUrl('/__mock/hosted-payment?planId=1', STORE).ok).toBe(false);
      expect(
        checkPaymentUrl('https://shop.example.com/__mock/hosted-payment?planId=1', STORE),
      ).toEqual({ ok: false, reason: 'host-not-allowed' });
    });
  });
});

describe('paymentHandOffPath: only figures the payment page would read', () => {
  const url = 'https://pay.provider.example/s';
  it.each([
    ['an infinite total', { subtotal: 10, saving: -Infinity, total: Infinity }],
    ['a NaN subtotal', { subtotal: NaN, saving: 0, total: 10 }],
    ['a negative total', { subtotal: 10, saving: 20, total: -10 }],
    ['a total past whole cents', { subtotal: 1e308, saving: 0, total: 1e308 }],
  ])('%s: the url alone', (_name, summary) => {
    const path = paymentHandOffPath('/pages/payment', url, summary);
    expect(path).toBe(`/pages/payment?url=${encodeURIComponent(url)}`);
    expect(readPaymentHandOff(new URL(path, ORIGIN).searchParams).summary).toBeNull();
  });
});
