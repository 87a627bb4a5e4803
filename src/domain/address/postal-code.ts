/**
 * Postal codes (spec section 5) on postcode-validator's patterns; a country without one accepts
 * anything. Refined as Google's data has them: Japan's hyphen and Argentina's letters are optional.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

const REFINEMENTS: Readonly<Record<string, RegExp>> = {
  JP: /^\d{3}-?\d{4}$/, // 100-0001 and 1000001
  AR: /^[A-HJ-NP-Z]?\d{4}([A-Z]{3})?$/, // C1425DKA, and the 4-digit codes still in daily use
};

/** The library's non-country keys (UK alias, CS, YU, INTL). */
const NOT_COUNTRIES = new Set(['UK', 'CS', 'YU', 'INTL']);

export type PostalCodeCheck = 'valid' | 'missing' | 'invalid';

function normalize(zip: string): string {
  return zip.trim().toUpperCase();
}

export function hasPostalCodePattern(countryCode: string | null | undefined): boolean {
  if (!countryCode) return false;
  const code = countryCode.trim().toUpperCase();
  if (NOT_COUNTRIES.has(code)) return false;
  return code in REFINEMENTS || postcodeValidatorExistsForCountry(code);
}

export function isValidPostalCode(zip: string, countryCode: string | null | undefined): boolean {
  if (!countryCode || !hasPostalCodePattern(countryCode)) return true;
  const code = countryCode.trim().toUpperCase();
  const value = normalize(zip);
  const refinement = REFINEMENTS[code];
  if (refinement) return refinement.test(value);
  try {
    return postcodeValidator(value, code);
  } catch {
    return true; // the library throws for unknown countries: they pass
  }
}

export function checkPostalCode(
  zip: string | null | undefined,
  countryCode: string | null | undefined,
  options: { optional: boolean },
): PostalCodeCheck {
  const value = (zip ?? '').trim();
  if (value === '' || value === '---') return options.optional ? 'valid' : 'missing';
  return isValidPostalCode(value, countryCode) ? 'valid' : 'invalid';
}
