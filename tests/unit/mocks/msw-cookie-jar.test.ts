import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '#mocks/msw-cookie-jar.ts';

// The mock build's stand-in for tough-cookie (vite.config.ts): what MSW's cookie store uses.
describe('msw-cookie-jar (the mock build’s tough-cookie stand-in)', () => {
  it('keeps a cookie a mocked answer sets, for its host and path only', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie(
      'session=abc; Path=/autoShip; HttpOnly',
      'http://127.0.0.1:5173/autoShip/x',
    );
    expect(
      jar.getCookiesSync('http://127.0.0.1:5173/autoShip/queryAutoShipPlan').map(String),
    ).toEqual(['session=abc']);
    expect(jar.getCookiesSync('http://127.0.0.1:5173/trace/submitIntoCenter')).toEqual([]);
    expect(jar.getCookiesSync('http://example.com/autoShip/x')).toEqual([]);
  });

  it('replaces a cookie of the same name and drops one that expires', async () => {
    const jar = new CookieJar();
    await jar.setCookie('a=1', 'http://localhost/');
    await jar.setCookie('a=2', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/').map(String)).toEqual(['a=2']);
    await jar.setCookie('a=; Max-Age=0', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
    await jar.setCookie('b=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
  });

  it('ignores a header that is not a cookie', async () => {
    const jar = new CookieJar();
    expect(await jar.setCookie('no equals sign', 'http://localhost/')).toBeUndefined();
    expect(await jar.setCookie('=value', 'http://localhost/')).toBeUndefined();
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
  });

  it('round-trips through the JSON MSW persists in localStorage', async () => {
    const store = new MemoryCookieStore();
    await new CookieJar(store).setCookie('a=1; Max-Age=3600', 'http://localhost/');
    const saved = JSON.parse(JSON.stringify(store.idx.localhost?.['/']?.a)) as unknown;
    const cookie = Cookie.fromJSON(saved);
    expect(cookie?.toString()).toBe('a=1');
    expect(cookie?.expired()).toBe(false);
    expect(Cookie.fromJSON({ value: 'no key' })).toBeNull();
    expect(Cookie.fromJSON(null)).toBeNull();
  });
});
