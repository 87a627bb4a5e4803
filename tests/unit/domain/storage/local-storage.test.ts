import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import {
  getJson,
  removeKey,
  setJson,
  STORAGE_KEYS,
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
});
