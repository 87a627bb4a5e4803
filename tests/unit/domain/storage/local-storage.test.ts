import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import {
  getJson,
  isKeptInTabOnly,
  removeKey,
  setJson,
  STORAGE_KEYS,
  subscribeToTabCopies,
  type StorageLike,
} from '#src/domain/storage/local-storage.ts';

function failing(message: string): StorageLike {
  return {
    getItem: () => {
      throw new Error(message);
    },
    setItem: () => {
      throw new DOMException(message, 'QuotaExceededError');
    },
    removeItem: () => {
      throw new Error(message);
    },
  };
}

// Only this module's reports: the unit files share one page (vite.config.ts, isolate: false), so a
// tracking call an earlier file left in flight may report its own failure during these tests.
function storageReports() {
  return recentErrorReports().filter((report) => report.type === 'LOCAL_STORAGE_ERROR');
}

beforeEach(() => {
  localStorage.clear();
  clearErrorReports();
});
afterEach(() => localStorage.clear());

describe('local storage for JSON', () => {
  it('uses the spec keys', () => {
    expect(STORAGE_KEYS.planData).toBe('asPlanData');
    expect(STORAGE_KEYS.productData).toBe('asProductData');
  });

  it('stores, reads and removes JSON values', () => {
    expect(setJson(STORAGE_KEYS.planData, { daySpan: 45, pods: {} })).toBe(true);
    expect(localStorage.getItem('asPlanData')).toBe('{"daySpan":45,"pods":{}}');
    expect(getJson(STORAGE_KEYS.planData)).toEqual({ daySpan: 45, pods: {} });
    expect(removeKey(STORAGE_KEYS.planData)).toBe(true);
    expect(getJson(STORAGE_KEYS.planData)).toBeNull();
    expect(storageReports()).toHaveLength(0);
  });

  it('answers null for a missing key without reporting', () => {
    expect(getJson('nothing-here')).toBeNull();
    expect(storageReports()).toHaveLength(0);
  });

  it('swallows a value that is not JSON, reports it as a get failure and answers null', () => {
    localStorage.setItem('asProductData', '{broken');
    expect(getJson('asProductData')).toBeNull();
    const [report] = storageReports();
    expect(report?.type).toBe('LOCAL_STORAGE_ERROR');
    expect(report?.details).toMatchObject({ type: 'get', key: 'asProductData' });
    expect(report?.details.error).toBeInstanceOf(SyntaxError);
  });

  it('swallows get, set and remove failures of the storage itself', () => {
    const storage = failing('storage disabled');
    expect(getJson('asPlanData', storage)).toBeNull();
    expect(setJson('asPlanData', { a: 1 }, storage)).toBeNull();
    expect(removeKey('asPlanData', storage)).toBeNull();
    expect(
      storageReports().map((report) => [report.type, report.details.type, report.details.key]),
    ).toEqual([
      ['LOCAL_STORAGE_ERROR', 'get', 'asPlanData'],
      ['LOCAL_STORAGE_ERROR', 'set', 'asPlanData'],
      ['LOCAL_STORAGE_ERROR', 'remove', 'asPlanData'],
    ]);
  });

  it('reports values that cannot be written as JSON', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(setJson('x', circular)).toBeNull();
    expect(setJson('x', undefined)).toBeNull();
    expect(storageReports().map((report) => report.details.type)).toEqual(['set', 'set']);
    expect(localStorage.getItem('x')).toBeNull();
  });

  it('keeps in this tab what a storage refused, and leaves no older value to come back', () => {
    // A storage at its quota: it takes no new value, it still removes.
    const full = new Map<string, string>([['asPlanData', '{"daySpan":30,"old":true}']]);
    const storage: StorageLike = {
      getItem: (key) => full.get(key) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (key) => void full.delete(key),
    };
    const seen: boolean[] = [];
    const stop = subscribeToTabCopies(() => seen.push(isKeptInTabOnly('asPlanData', storage)));

    expect(setJson('asPlanData', { daySpan: 45 }, storage)).toBeNull();
    expect(storageReports().map((report) => report.details.type)).toEqual(['set']);
    expect(getJson('asPlanData', storage)).toEqual({ daySpan: 45 });
    expect(isKeptInTabOnly('asPlanData', storage)).toBe(true);
    // A reload would find nothing rather than last week's plan.
    expect(full.has('asPlanData')).toBe(false);

    removeKey('asPlanData', storage);
    expect(getJson('asPlanData', storage)).toBeNull();
    expect(isKeptInTabOnly('asPlanData', storage)).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('once the storage takes a value again, that is the one read, and nothing is kept apart', () => {
    let refusing = true;
    const kept = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => {
        if (refusing) throw new DOMException('quota', 'QuotaExceededError');
        kept.set(key, value);
      },
      removeItem: (key) => void kept.delete(key),
    };
    setJson('asProductData', { daySpan: 30 }, storage);
    refusing = false;
    expect(setJson('asProductData', { daySpan: 60 }, storage)).toBe(true);
    expect(isKeptInTabOnly('asProductData', storage)).toBe(false);
    expect(getJson('asProductData', storage)).toEqual({ daySpan: 60 });
  });

  it('a storage that refuses everything (site data blocked) still hands a value on in this tab', () => {
    const storage = failing('SecurityError');
    setJson(STORAGE_KEYS.guestPlan, true, storage);
    expect(getJson(STORAGE_KEYS.guestPlan, storage)).toBe(true);
    expect(getJson(STORAGE_KEYS.guestPlan)).toBeNull();
  });
});
