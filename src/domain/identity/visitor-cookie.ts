/**
 * Spec section 3's visitor id in cookie COUPON_COOKIE_ID, created when missing: 26 random
 * alphanumerics plus the creation time in ms. Random source and clock are injectable for tests.
 */

export const COUPON_COOKIE_ID = 'COUPON_COOKIE_ID';
export const VISITOR_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VISITOR_ID_RANDOM_LENGTH = 26;
/** Outlives sessions: tracking ties visits together. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type RandomSource = () => number;

/** Ids must not collide across visitors. */
function defaultRandom(): number {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.getRandomValues) {
    const buffer = new Uint32Array(1);
    cryptoApi.getRandomValues(buffer);
    return (buffer[0] ?? 0) / 2 ** 32;
  }
  return Math.random();
}

export function createVisitorId(
  random: RandomSource = defaultRandom,
  now: () => number = Date.now,
): string {
  let id = '';
  for (let index = 0; index < VISITOR_ID_RANDOM_LENGTH; index += 1) {
    const draw = random();
    const position = Math.min(
      VISITOR_ID_ALPHABET.length - 1,
      Math.max(0, Math.floor((Number.isFinite(draw) ? draw : 0) * VISITOR_ID_ALPHABET.length)),
    );
    id += VISITOR_ID_ALPHABET[position];
  }
  return `${id}${Math.trunc(now())}`;
}

/** Decoded; null when absent. */
export function readCookie(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // not percent-encoded
    }
  }
  return null;
}

export interface CookieJar {
  cookie: string;
}

export function ensureVisitorId(
  jar: CookieJar,
  options: { random?: RandomSource; now?: () => number } = {},
): string {
  const existing = readCookie(jar.cookie, COUPON_COOKIE_ID);
  if (existing) return existing;
  const id = createVisitorId(options.random, options.now);
  jar.cookie = `${COUPON_COOKIE_ID}=${encodeURIComponent(id)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  return id;
}
