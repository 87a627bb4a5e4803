import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from '#src/app/query-client.ts';

describe('shouldRetryQuery', () => {
  it('retries network errors and 5xx up to twice', () => {
    const network = new TypeError('Failed to fetch');
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, network)).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
    expect(shouldRetryQuery(0, { status: 503 })).toBe(true);
  });

  it('never retries 4xx (status or response.status)', () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetryQuery(0, { status })).toBe(false);
      expect(shouldRetryQuery(0, { response: { status } })).toBe(false);
    }
  });

  it('never retries an envelope failure (a code other than 200)', () => {
    expect(shouldRetryQuery(0, { code: 5052, msg: 'out of stock' })).toBe(false);
    expect(shouldRetryQuery(0, { code: 500, msg: 'server said no' })).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('is deterministic under Vitest: no retries, no refetch on focus', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(false);
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.mutations?.retry).toBe(false);
  });

  it('retries selectively and refetches on focus in the shipped app', () => {
    const options = createQueryClient({ deterministic: false }).getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetryQuery);
    const refetch = options.queries?.refetchOnWindowFocus;
    if (typeof refetch !== 'function') throw new Error('refetchOnWindowFocus is not per query');
    const failedWith = (error: unknown) => ({ state: { error } }) as Parameters<typeof refetch>[0];
    expect(refetch(failedWith(null))).toBe(true);
    expect(refetch(failedWith({ kind: 'network' }))).toBe(true);
    // A query refused with 401/403 waits for the shopper to sign in: one sign-in-required.
    expect(refetch(failedWith({ kind: 'unauthorized' }))).toBe(false);
    expect(refetch(failedWith({ kind: 'forbidden' }))).toBe(false);
  });

  it('sends every call at once, offline too: nothing is held to go by itself later', () => {
    for (const deterministic of [true, false]) {
      const options = createQueryClient({ deterministic }).getDefaultOptions();
      expect(options.queries?.networkMode).toBe('always');
      expect(options.mutations?.networkMode).toBe('always');
    }
  });
});
