/**
 * Every message the storefront shows or reports, in one place (spec section 8, exact wording).
 * Field-error messages are not given by the spec; ours say what to do, in plain English.
 */

/** After a saved address change. */
export const UPDATE_SUCCESS = 'update success';
/** A saved address holding a forbidden character (& or %) was chosen. */
export const ADDRESS_INVALID = 'address is invalid!';
/** The address component could not read its props. */
export const GET_ADDRESS_PROPS_INVALID = 'getAddressProps function invalid';
/** The review page could not assemble its create payload. */
export const CREATE_PROPS_INVALID = 'createProps function invalid!';
/** Checkout without an address or an address id. */
export const PLEASE_FILL_ADDRESS = 'please fill the address';
/** The plan query failed during checkout; the button returns to normal. */
export const START_CHECKOUT_INVALID = 'startCheckout function invalid!';
/** Cached product data is missing (shown 5 s, then back to the builder). */
export const LOCAL_CACHE_INVALID =
  'The local cache function is invalid, please go back to the previous step and try again or change the browser!';

/** A call failed while the browser is offline: nothing was sent, nothing will go by itself. */
export const OFFLINE_SENTENCE =
  'You’re offline, so nothing was sent. Please check your connection and try again.';
/** A part of the page whose code could not be downloaded (shown where the part would be). */
export const PART_LOAD_FAILED = 'This part of the page couldn’t load.';
export const PART_LOAD_FAILED_OFFLINE = 'This part of the page couldn’t load: you’re offline.';
export const PART_LOAD_RETRY = 'Try again';
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

/** Drops ' (optional)' from a label before it goes into a sentence. */
function baseLabel(label: string): string {
  return label.replace(/\s*\(optional\)\s*$/i, '').trim();
}

/** A required field left empty: 'Enter your city', 'Enter your address'. */
export function requiredFieldMessage(label: string): string {
  return `Enter your ${inSentence(baseLabel(label))}`;
}

/** A required selector left empty: 'Select a state', 'Select an emirate'. */
export function selectFieldMessage(label: string): string {
  return `Select ${withArticle(inSentence(baseLabel(label)))}`;
}

/** An address line holding & or %: 'Address can’t contain & or %'. */
export function forbiddenCharactersMessage(label: string): string {
  return `${baseLabel(label)} can’t contain & or %`;
}

/** A field longer than the form takes: 'City can’t be longer than 60 characters'. */
export function tooLongMessage(label: string, maxLength: number): string {
  return `${baseLabel(label)} can’t be longer than ${maxLength} characters`;
}

/** A postal code that does not fit the country: 'Enter a valid postal code for Canada'. */
export function invalidPostalCodeMessage(zipLabel: string, countryName: string): string {
  return `Enter a valid ${inSentence(baseLabel(zipLabel))} for ${countryName}`;
}

/** A 403 again after login: the account may not use autoship here. */
export const ACCOUNT_FORBIDDEN = 'This account can’t manage an autoship plan here';
