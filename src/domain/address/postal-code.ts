/**
 * Postal codes (spec section 5), on postcode-validator's patterns (~180 countries):
 * - case-insensitive and tolerant of surrounding spaces ('k1a 0b6 ' is a Canadian code);
 * - a country without a pattern (no postal codes, or unknown) accepts anything;
 * - an empty code is fine where the country marks its zip optional, and missing elsewhere.
 * Two refinements over the library, both as Google's address data has them: Japan's hyphen is
 * optional (shoppers type 1000001 as often as 100-0001), and Argentina's letter prefix and
 * suffix are optional (the 4-digit codes are still in daily use).
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/** Patterns that replace the library's, with the reason beside each. */
const REFINEMENTS: Readonly<Record<string, RegExp>> = {
  JP: /^\d{3}-?\d{4}$/, // 100-0001 and 1000001
  AR: /^[A-HJ-NP-Z]?\d{4}([A-Z]{3})?$/, // C1425DKA, and the 4-digit codes still in daily use
};

/** The library's non-country keys (UK alias, Serbia and Montenegro, Yugoslavia, INTL). */
const NOT_COUNTRIES = new Set(['UK', 'CS', 'YU', 'INTL']);

export type PostalCodeCheck = 'valid' | 'missing' | 'invalid';

function normalize(zip: string): string {
  return zip.trim().toUpperCase();
}

/** Whether a pattern exists for the ISO code (any case). */
export function hasPostalCodePattern(countryCode: string | null | undefined): boolean {
  if (!countryCode) return false;
  const code = countryCode.trim().toUpperCase();
  if (NOT_COUNTRIES.has(code)) return false;
  return code in REFINEMENTS || postcodeValidatorExistsForCountry(code);
}

/** Whether the code fits the country's pattern; true for countries without one. */
export function isValidPostalCode(zip: string, countryCode: string | null | undefined): boolean {
  if (!countryCode || !hasPostalCodePattern(countryCode)) return true;
  const code = countryCode.trim().toUpperCase();
  const value = normalize(zip);
  const refinement = REFINEMENTS[code];
  if (refinement) return refinement.test(value);
  try {
    return postcodeValidator(value, code);
  } catch {
    return true; // The library throws for codes it does not know: unknown countries pass.
  }
}

/** The whole zip rule: missing (required and empty), invalid (does not fit), or valid. */
export function checkPostalCode(
  zip: string | null | undefined,
  countryCode: string | null | undefined,
  options: { optional: boolean },
): PostalCodeCheck {
  const value = (zip ?? '').trim();
  if (value === '' || value === '---') return options.optional ? 'valid' : 'missing';
  return isValidPostalCode(value, countryCode) ? 'valid' : 'invalid';
}
