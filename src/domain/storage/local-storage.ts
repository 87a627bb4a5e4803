/**
 * Local storage for JSON values (spec sections 3 and 8). Storage can fail at any step: disabled
 * by privacy settings (reading `localStorage` itself throws), full (set throws), or holding text
 * that is not JSON. Every failure is swallowed, answered with null and reported as
 * LOCAL_STORAGE_ERROR with its type (get, set, remove), key and error, so a page degrades
 * (e.g. to the local-cache message) instead of breaking.
 */
import { reportError } from '#src/domain/error-reporter.ts';
import { LOCAL_STORAGE_ERROR } from '#src/domain/messages.ts';

/** The keys the storefront uses. */
export const STORAGE_KEYS = Object.freeze({
  /** The plan cached for the review page. */
  planData: 'asPlanData',
  /** The items cached for checkout. */
  productData: 'asProductData',
  /** Set when the cached plan was built by a visitor not signed in (asked about after sign-in). */
  guestPlan: 'asGuestPlan',
  /** The voucher token, read from storage in theme design mode only. */
  voucher: 'relx-voucher',
});

/** The part of the Storage API used here (tests pass their own). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Operation = 'get' | 'set' | 'remove';

function report(type: Operation, key: string, error: unknown): null {
  reportError(LOCAL_STORAGE_ERROR, { type, key, error });
  return null;
}

function defaultStorage(): StorageLike {
  // Inside the try of each caller: merely reading window.localStorage can throw.
  return globalThis.localStorage;
}

/** The parsed value, or null when absent or on any failure. */
export function getJson(key: string, storage?: StorageLike): unknown {
  try {
    const text = (storage ?? defaultStorage()).getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch (error) {
    return report('get', key, error);
  }
}

/** Stores the value as JSON; true, or null on any failure. */
export function setJson(key: string, value: unknown, storage?: StorageLike): true | null {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`${typeof value} cannot be stored as JSON`);
    (storage ?? defaultStorage()).setItem(key, text);
    return true;
  } catch (error) {
    return report('set', key, error);
  }
}

/** Removes the key; true, or null on any failure. */
export function removeKey(key: string, storage?: StorageLike): true | null {
  try {
    (storage ?? defaultStorage()).removeItem(key);
    return true;
  } catch (error) {
    return report('remove', key, error);
  }
}
