/**
 * Spec sections 3 and 8: storage fails (disabled, full, not JSON); every failure answers null and
 * is reported as LOCAL_STORAGE_ERROR, so a page degrades instead of breaking.
 */
import { reportError } from '#src/domain/error-reporter.ts';
import { LOCAL_STORAGE_ERROR } from '#src/domain/messages.ts';

export const STORAGE_KEYS = Object.freeze({
  planData: 'asPlanData',
  productData: 'asProductData',
  /** The plan was built signed out (asked about after sign-in). */
  guestPlan: 'asGuestPlan',
  /** Read from storage in theme design mode only. */
  voucher: 'relx-voucher',
});

/** Tests pass their own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Operation = 'get' | 'set' | 'remove';

function report(type: Operation, key: string, error: unknown): null {
  reportError(LOCAL_STORAGE_ERROR, { type, key, error });
  return null;
}

function defaultStorage(): StorageLike {
  // Called inside each caller's try: reading window.localStorage can throw.
  return globalThis.localStorage;
}

export function getJson(key: string, storage?: StorageLike): unknown {
  try {
    const text = (storage ?? defaultStorage()).getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch (error) {
    return report('get', key, error);
  }
}

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

export function removeKey(key: string, storage?: StorageLike): true | null {
  try {
    (storage ?? defaultStorage()).removeItem(key);
    return true;
  } catch (error) {
    return report('remove', key, error);
  }
}
