import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';

/**
 * Extra React Query options a page may pass to a query hook (enabled, staleTime, select of the
 * same type, …); the key and the function stay the operation's own.
 */
export type QueryHookOptions<T> = Omit<UseQueryOptions<T, ApiError, T>, 'queryKey' | 'queryFn'>;

/**
 * The query policy (docs/architecture.md "Queries"):
 * - A query never toasts. What a failed read means depends on the page (the manage page says it
 *   in place, with a retry), so the page shows it from the query's error, and nothing about how a
 *   failure is shown is in a query's options: two pages sharing a key can never disagree on it.
 * - Queries never set `retry`: the query client's one rule decides (src/app/query-client.ts:
 *   network errors and 5xx are retried twice in the shipped app; timeouts, 4xx, envelope
 *   failures and off-contract answers never; no retries in tests and the mock build).
 * - Mutations never retry; each action says whether its failure shows the server's `msg`
 *   (spec section 8; the mutation hook's `onError`).
 */

/**
 * How long an answer stays fresh (the query client's `staleTime`): plan data changes only through
 * this app, so a page change within 30 s does not ask again. The host page's early plan call is
 * adopted within the same time (src/api/early-call/adopt-early-call.ts).
 */
export const QUERY_STALE_TIME_MS = 30_000;
