import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ROUTE_NAMES,
  getStoreContext,
  parseStoreContext,
  resetStoreContext,
  STORE_CONTEXT_ELEMENT_ID,
} from '#src/api/store-context.ts';
import { refusedAddresses } from '#src/api/store-context-refusals.ts';
import { withoutVoucherToken } from '#src/api/tracking-transport.ts';
import { onErrorReported, type ErrorReport } from '#src/domain/error-reporter.ts';
import { STORE_CONTEXT_REFUSED } from '#src/domain/messages.ts';

// The store context is input: every address it carries is accepted only as an http(s) URL or a
// path on this site (the login address on the store's own origin), else refused for its default.

afterEach(() => {
  document.getElementById(STORE_CONTEXT_ELEMENT_ID)?.remove();
  resetStoreContext();
  vi.restoreAllMocks();
});

describe('the login address', () => {
  it('is a path on this site or a URL on the page’s own origin', () => {
    const origin = location.origin;
    for (const loginUrl of ['/account/login', '/de/account/login?locale=de', `${origin}/x`]) {
      expect(parseStoreContext({ loginUrl }).loginUrl, loginUrl).toBe(
        loginUrl.startsWith('/') ? loginUrl : new URL(loginUrl).href,
      );
    }
  });

  it('refuses a script, another site, a protocol-relative path or user-info', () => {
    for (const loginUrl of [
      'javascript:alert(13)',
      'data:text/html,hi',
      'https://evil.example/login',
      '//evil.example/login',
      '/\\evil.example',
      `${location.origin}@evil.example/login`,
    ]) {
      expect(parseStoreContext({ loginUrl }).loginUrl, loginUrl).toBeUndefined();
    }
  });
});

describe('origins and hosts', () => {
  it('an API origin with user-info is refused (it would be the host after the @)', () => {
    expect(parseStoreContext({ apiBaseUrl: 'http://127.0.0.1:5620@evil.com' })).not.toHaveProperty(
      'apiBaseUrl',
    );
    expect(parseStoreContext({ storeBaseUrl: 'https://user:pw@shop.example' })).not.toHaveProperty(
      'storeBaseUrl',
    );
    expect(parseStoreContext({ apiBaseUrl: 'https://api.example/' }).apiBaseUrl).toBe(
      'https://api.example',
    );
  });

  it('payment hosts are host[:port] only', () => {
    expect(
      parseStoreContext({
        paymentHosts: ['Pay.Example.com', 'pay.example:8443', 'https://x', 'a@b', ''],
      }).paymentHosts,
    ).toEqual(['pay.example.com', 'pay.example:8443']);
  });
});

describe('refused addresses are reported once, and the defaults stand', () => {
  it('names every refused field in one report', () => {
    const raw = {
      loginUrl: 'javascript:alert(13)',
      apiBaseUrl: 'http://127.0.0.1:5620@evil.com',
      paymentHosts: ['https://x'],
      routes: { review: '//evil.example' },
    };
    expect(refusedAddresses(raw, parseStoreContext(raw), APP_ROUTE_NAMES)).toEqual([
      'loginUrl',
      'apiBaseUrl',
      'paymentHosts',
      'routes.review',
    ]);
  });

  it('the page’s context: one report, the default login address', async () => {
    const reports: ErrorReport[] = [];
    const stop = onErrorReported((report) => reports.push(report));
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = STORE_CONTEXT_ELEMENT_ID;
    element.textContent = JSON.stringify({ loginUrl: 'javascript:alert(13)' });
    document.body.append(element);
    resetStoreContext(); // read the page's block afresh
    expect(getStoreContext().loginUrl).toBe('/account/login');
    getStoreContext();
    const refused = () => reports.filter((report) => report.type === STORE_CONTEXT_REFUSED);
    // Reported when the page is first idle.
    await vi.waitFor(() => expect(refused()).not.toEqual([]), { timeout: 10_000 });
    stop();
    expect(refused().map((report) => report.details)).toEqual([{ fields: ['loginUrl'] }]);
  });
});

describe('tracking events', () => {
  it('carry the page address without the voucher ?token', () => {
    expect(withoutVoucherToken('https://shop.example/review?token=SECRET&type=cancel#x')).toBe(
      'https://shop.example/review?type=cancel#x',
    );
    expect(withoutVoucherToken('https://shop.example/review?a=1')).toBe(
      'https://shop.example/review?a=1',
    );
  });
});
