import { describe, expect, it } from 'vitest';
import {
  COUPON_COOKIE_ID,
  createVisitorId,
  ensureVisitorId,
  readCookie,
  VISITOR_ID_ALPHABET,
} from '#src/domain/identity/visitor-cookie.ts';

/** A cookie jar that keeps what was written, as document.cookie would (name=value pairs). */
function jar(initial = ''): { cookie: string; written: string[] } {
  const values = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim()) values.set(name.trim(), rest.join('='));
  }
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = ''] = text.split(';');
      const [name = '', ...rest] = pair.split('=');
      values.set(name.trim(), rest.join('='));
    },
  };
}

describe('visitor id', () => {
  it('uses a 62-character alphabet', () => {
    expect(VISITOR_ID_ALPHABET).toHaveLength(62);
    expect(new Set(VISITOR_ID_ALPHABET).size).toBe(62);
  });

  it('is 26 random characters followed by the timestamp', () => {
    let call = 0;
    const id = createVisitorId(
      () => (call++ % 62) / 62,
      () => 1_767_225_600_000,
    );
    expect(id).toBe(`${VISITOR_ID_ALPHABET.slice(0, 26)}1767225600000`);
  });

  it('stays inside the alphabet for edge random values', () => {
    const ones = createVisitorId(
      () => 0.999999999,
      () => 1,
    );
    expect(ones).toBe(`${'Z'.repeat(26)}1`);
    expect(
      createVisitorId(
        () => Number.NaN,
        () => 1,
      ),
    ).toBe(`${'0'.repeat(26)}1`);
    expect(createVisitorId()).toMatch(/^[0-9a-zA-Z]{26}\d{13,}$/);
  });

  it('creates and stores the cookie when missing, and reuses it afterwards', () => {
    const cookies = jar('other=1');
    const id = ensureVisitorId(cookies, { random: () => 0.5, now: () => 42 });
    expect(id).toBe(`${'v'.repeat(26)}42`); // 0.5 × 62 = index 31: 'v'
    expect(cookies.written).toHaveLength(1);
    expect(cookies.written[0]).toMatch(
      new RegExp(`^${COUPON_COOKIE_ID}=v{26}42; path=/; max-age=\\d+; SameSite=Lax$`),
    );
    expect(ensureVisitorId(cookies, { random: () => 0.1, now: () => 43 })).toBe(id);
    expect(cookies.written).toHaveLength(1);
  });

  it('reads an existing cookie', () => {
    expect(ensureVisitorId(jar(`a=b; ${COUPON_COOKIE_ID}=abc123`))).toBe('abc123');
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('a=1; relx-voucher=V%20X; b=2', 'relx-voucher')).toBe('V X');
    expect(readCookie('xrelx-voucher=1', 'relx-voucher')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});
