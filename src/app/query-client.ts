import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '#src/api/query-hook-options.ts';

const MAX_QUERY_RETRIES = 2;

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
        refetchOnWindowFocus: deterministic ? false : notAwaitingSignIn,
        refetchOnReconnect: notAwaitingSignIn,
        retryOnMount: notAwaitingSignIn,
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
