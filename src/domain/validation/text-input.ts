/**
 * What the shopper types, made safe to check and to send. No library does
 * this small job: the rules are the form's own (what counts as empty, what is stripped).
 * - Invisible characters (zero-width spaces and joiners, the byte-order mark, soft hyphens, Hangul
 *   fillers, the braille blank) count as nothing, so a field holding only them is empty.
 * - Control characters (NUL, BEL, tabs, line breaks: every field is one line) are stripped from
 *   what is typed or pasted and from what is sent.
 * - Checks for forbidden characters read the text in NFKC form, so the full-width '＆' and '％'
 *   are caught like '&' and '%'. What is sent keeps the shopper's own spelling.
 */

// \p{Cf}: format characters (U+200B–U+200F, U+2060–U+2064, U+FEFF, U+00AD, …); the others are
// letters by category but render as blank.
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** The text without control characters. */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL, '');
}

/** The text as a check reads it: no control or invisible characters, NFKC, trimmed. */
export function visibleText(value: string): string {
  return stripControlCharacters(value).replace(INVISIBLE, '').normalize('NFKC').trim();
}

/** Longest text each address field takes, in characters (what a parcel label can print). */
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

/** Characters as a shopper counts them (an emoji is one), after stripping control characters. */
export function characterCount(value: string): number {
  return [...stripControlCharacters(value).trim()].length;
}
