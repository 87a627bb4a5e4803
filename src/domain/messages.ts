/**
 * Every message the storefront shows or reports, in one place (spec section 8, exact wording).
 * What a shopper reads comes from the message catalogue in the storefront's language
 * (src/domain/i18n/, English in en.ts, spec section 8's sentences under `catalogue.*`).
 * Field-error messages are not given by the spec; ours say what to do, in plain words.
 */
import { activeLanguage, t } from './i18n/translate.ts';

/** Cached plan data that is not a plan the builder could have made (reported once). */
export const CACHED_PLAN_INVALID = 'CACHED_PLAN_INVALID';
/** A store context value refused (not http(s), not this site, user-info in an origin…). */
export const STORE_CONTEXT_REFUSED = 'STORE_CONTEXT_REFUSED';
/** A lazily loaded part could not be downloaded, after its retry. */
export const CHUNK_LOAD_ERROR = 'CHUNK_LOAD_ERROR';

/** Error types given to reportError (src/domain/error-reporter.ts). */
export const LOCAL_STORAGE_ERROR = 'LOCAL_STORAGE_ERROR';
export const TRACKING_ERROR = 'TRACKING_ERROR';
/** A trace call failed (src/api/trace-call.ts). */
export const TRACE_SEND_ERROR = 'TRACE_SEND_ERROR';
export const EVENT_BUS_LISTENER_ERROR = 'EVENT_BUS_LISTENER_ERROR';

/** Labels that are names, capitalised mid-sentence too. */
const PROPER_LABELS = new Set(['Eircode']);

/** 'Postal code' → 'postal code', but 'ZIP code', 'PIN code' and 'Eircode' keep their capitals. */
function inSentence(label: string): string {
  if (PROPER_LABELS.has(label)) return label;
  const first = label.charAt(0);
  const second = label.charAt(1);
  return second && second === second.toLowerCase() ? first.toLowerCase() + label.slice(1) : label;
}

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** Drops the optional mark (' (optional)', ' (facultatif)'…) from a label before a sentence. */
function baseLabel(label: string): string {
  return label
    .replace(/\s*\(optional\)\s*$/i, '')
    .replace(` ${t('field.optional')}`, '')
    .trim();
}

/** The label as a sentence names it: English lower-cases it mid-sentence, others keep it. */
function fieldName(label: string): string {
  const base = baseLabel(label);
  return activeLanguage() === 'en' ? inSentence(base) : base;
}

/** A required field left empty: 'Enter your city', 'Enter your address'. */
export function requiredFieldMessage(label: string): string {
  return t('field.required', { field: fieldName(label) });
}

/** A required selector left empty: 'Select a state', 'Select an emirate'. */
export function selectFieldMessage(label: string): string {
  const field = fieldName(label);
  return t('field.select', { field: activeLanguage() === 'en' ? withArticle(field) : field });
}

/** An address line holding & or %: 'Address can’t contain & or %'. */
export function forbiddenCharactersMessage(label: string): string {
  return t('field.forbidden', { field: baseLabel(label) });
}

/** A field longer than the form takes: 'City can’t be longer than 60 characters'. */
export function tooLongMessage(label: string, maxLength: number): string {
  return t('field.tooLong', { field: baseLabel(label), max: maxLength });
}

/** A postal code that does not fit the country: 'Enter a valid postal code for Canada'. */
export function invalidPostalCodeMessage(zipLabel: string, countryName: string): string {
  return t('field.invalidPostalCode', { field: fieldName(zipLabel), country: countryName });
}
