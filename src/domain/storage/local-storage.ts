/**
 * Spec sections 3 and 8: storage fails (disabled, full, not JSON); every failure answers null and
 * is reported as LOCAL_STORAGE_ERROR, so a page degrades instead of breaking.
 *
 * Where the spec is silent: a value the storage refused is kept in this tab (a reload loses it),
 * so the builder still hands the plan to the review page and the shopper goes on in this tab;
 * the pages say so (isKeptInTabOnly).
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

// The values each storage refused, as JSON text, by key; the browser's storage under `undefined`.
const tabCopies = new Map<StorageLike | undefined, Map<string, string>>();
const listeners = new Set<() => void>();

function tabCopy(storage: StorageLike | undefined): Map<string, string> {
  let copy = tabCopies.get(storage);
  if (!copy) tabCopies.set(storage, (copy = new Map()));
  return copy;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function getJson(key: string, storage?: StorageLike): unknown {
  const kept = tabCopy(storage).get(key);
  try {
    const text = kept ?? (storage ?? defaultStorage()).getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch (error) {
    return report('get', key, error);
  }
}

export function setJson(key: string, value: unknown, storage?: StorageLike): true | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`${typeof value} cannot be stored as JSON`);
    (storage ?? defaultStorage()).setItem(key, text);
    if (tabCopy(storage).delete(key)) changed();
    return true;
  } catch (error) {
    if (text !== undefined) keepInTab(key, text, storage);
    return report('set', key, error);
  }
}

/** An older value left in a full storage would come back after a reload as if it were this one. */
function keepInTab(key: string, text: string, storage: StorageLike | undefined): void {
  tabCopy(storage).set(key, text);
  try {
    (storage ?? defaultStorage()).removeItem(key);
  } catch {
    // Refused too: nothing older can be read back either.
  }
  changed();
}

export function removeKey(key: string, storage?: StorageLike): true | null {
  if (tabCopy(storage).delete(key)) changed();
  try {
    (storage ?? defaultStorage()).removeItem(key);
    return true;
  } catch (error) {
    return report('remove', key, error);
  }
}

/** Whether `key`'s value is kept in this tab only: the storage refused it. */
export function isKeptInTabOnly(key: string, storage?: StorageLike): boolean {
  return tabCopy(storage).has(key);
}

/** Calls `listener` whenever what is kept in this tab only changes (useSyncExternalStore). */
export function subscribeToTabCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** @internal Each unit test starts on a fresh page (tests/support/setup-unit.ts): none kept. */
export function forgetTabCopies(): void {
  tabCopies.clear();
  changed();
}
