import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';

/**
 * Extra React Query options a page may pass to a query hook (enabled, staleTime, select of the
 * same type, …); the key and the function stay the operation's own.
 */
export type QueryHookOptions<T> = Omit<UseQueryOptions<T, ApiError, T>, 'queryKey' | 'queryFn'>;

/**
 * Queries do not retry by default: a failure already showed its toast (section 8), and a retried
 * 60 s timeout would keep the shopper waiting for minutes. A page can opt in with `retry`.
 */
export const QUERY_RETRY = false;
