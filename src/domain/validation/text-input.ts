/**
 * What the shopper types, made safe to check and send: invisible characters count as nothing,
 * control characters are stripped (every field is one line), and checks read NFKC so '＆' is '&'.
 * What is sent keeps the shopper's spelling.
 */

// \p{Cf} plus letters that render as blank (Hangul fillers, braille blank).
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL, '');
}

export function visibleText(value: string): string {
  return stripControlCharacters(value).replace(INVISIBLE, '').normalize('NFKC').trim();
}

/** What a parcel label can print. */
export const ADDRESS_FIELD_MAX_LENGTH = {
  first_name: 50,
  last_name: 50,
  company: 100,
  address1: 100,
  address2: 100,
  city: 60,
  province: 60,
  zip: 16,
  phone: 30,
  country: 80,
} as const;

/** An emoji is one. */
export function characterCount(value: string): number {
  return [...stripControlCharacters(value).trim()].length;
}
