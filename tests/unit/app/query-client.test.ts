import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, dropQueryClient, shouldRetryQuery } from '#src/app/query-client.ts';

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

/**
 * A query's clean-up timer lives with it in the cache (TanStack's Removable): an empty cache a
 * step after is a cache that left no timer behind.
 */
describe('dropQueryClient', () => {
  const key = ['plan'];

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a call under way and keeps no query once it settles', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let signal: AbortSignal | undefined;
    let answer: (value: string) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: key,
      queryFn: (context) => {
        signal = context.signal;
        return new Promise<string>((resolve) => (answer = resolve));
      },
    });
    dropQueryClient(client);
    expect(signal?.aborted).toBe(true);
    answer('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('sends nothing asked after it: a prefetch whose code arrived late', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    dropQueryClient(client);
    await vi.advanceTimersByTimeAsync(0);
    const queryFn = vi.fn(async () => 'data');
    await client.prefetchQuery({ queryKey: key, queryFn });
    await expect(client.fetchQuery({ queryKey: key, queryFn })).rejects.toThrow(
      'The app is no longer on the page',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('keeps nothing written after it: a mutation’s late answer', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    dropQueryClient(client);
    await vi.advanceTimersByTimeAsync(0);
    client.setQueryData(key, 'late');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
