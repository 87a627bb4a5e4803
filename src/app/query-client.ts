import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '#src/api/query-hook-options.ts';

const MAX_QUERY_RETRIES = 2;
/**
 * A failed query is asked again by itself (a part mounting on it, focus, reconnect) until it has
 * failed this often; after that only the page's Try again asks (docs/reliability.md).
 */
export const MAX_QUERY_FAILURES = 3;

function field(value: unknown, name: string): unknown {
  if (value === null || typeof value !== 'object' || !(name in value)) return undefined;
  return (value as Record<string, unknown>)[name];
}

function numberField(value: unknown, name: string): number | undefined {
  const found = field(value, name);
  return typeof found === 'number' ? found : undefined;
}

/** A timeout already kept the shopper 60 s; the others would answer the same or go to login. */
const NEVER_RETRIED_KINDS = new Set([
  'timeout',
  'invalid-answer',
  'envelope',
  'unauthorized',
  'forbidden',
]);

/** Only network errors and 5xx may succeed next time. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const kind = field(error, 'kind');
  if (typeof kind === 'string' && NEVER_RETRIED_KINDS.has(kind)) return false;
  if (kind === 'http' && (numberField(error, 'status') ?? 0) >= 500) {
    return failureCount < MAX_QUERY_RETRIES; // a 5xx, whether or not its body was an envelope
  }
  // The error's shape belongs to the API client: read defensively.
  const status = numberField(error, 'status') ?? numberField(field(error, 'response'), 'status');
  if (status !== undefined && status >= 400 && status < 500) return false;
  if (numberField(error, 'code') !== undefined) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

const SIGN_IN_KINDS = new Set(['unauthorized', 'forbidden']);

/**
 * A 401/403 query waits for the shopper to sign in (spec section 8): refetched by itself it would
 * start a second sign-in (spec section 7).
 */
function notAwaitingSignIn(query: { state: { error: unknown } }): boolean {
  const kind = field(query.state.error, 'kind');
  return !(typeof kind === 'string' && SIGN_IN_KINDS.has(kind));
}

/** A failing query stops asking by itself; Try again (an explicit refetch) still asks. */
export function mayAskAgain(query: {
  state: { error: unknown; status: string; errorUpdateCount: number };
}): boolean {
  if (!notAwaitingSignIn(query)) return false;
  return query.state.status !== 'error' || query.state.errorUpdateCount < MAX_QUERY_FAILURES;
}

/**
 * The app has left the page (the theme editor removed its section, decision 030) while work was
 * under way. TanStack Query has no "dispose": a prefetch whose code arrives after the section is
 * gone would send its call into this cache and leave the query's 5-minute clean-up timer behind.
 * Once dropped, the client sends nothing and keeps nothing. A function, not a subclass: only the
 * theme build unmounts, so the other builds leave it out.
 */
export function dropQueryClient(queryClient: QueryClient): void {
  // prefetchQuery asks through fetchQuery too.
  queryClient.fetchQuery = (() =>
    Promise.reject(new Error('The app is no longer on the page'))) as QueryClient['fetchQuery'];
  // A query made later (a mutation's answer written to the cache) goes as soon as it is unused.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: 0 } });
  // A fetch still under way settles a few promise steps after its cancel and then starts its
  // query's clean-up timer: the cache is cleared a task later, and that timer with it.
  void queryClient
    .cancelQueries()
    .then(() => new Promise((settled) => setTimeout(settled, 0)))
    .then(() => queryClient.clear());
}

export interface CreateQueryClientOptions {
  /** Tests and the mock build decide which requests happen. */
  deterministic?: boolean;
}

export function createQueryClient({
  deterministic = import.meta.env.MODE === 'test' || import.meta.env.MODE === 'mock',
}: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline fails at once and says so (spec section 9's timeout counts from the click);
        // 'online' mode would hold calls and send them later by itself.
        networkMode: 'always',
        retry: deterministic ? false : shouldRetryQuery,
        refetchOnWindowFocus: deterministic ? false : mayAskAgain,
        refetchOnReconnect: mayAskAgain,
        retryOnMount: mayAskAgain,
        staleTime: QUERY_STALE_TIME_MS,
      },
      mutations: {
        networkMode: 'always',
        // Pause, delete, checkout… never sent twice without the shopper asking.
        retry: false,
      },
    },
  });
}
