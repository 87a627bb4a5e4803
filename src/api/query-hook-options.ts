import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';

export type QueryHookOptions<T> = Omit<UseQueryOptions<T, ApiError, T>, 'queryKey' | 'queryFn'>;

/**
 * Queries never toast (the page shows the error) and never set `retry` (src/app/query-client.ts
 * decides); see docs/architecture.md "Queries".
 */

/** Plan data changes only through this app; the early call is adopted within the same time. */
export const QUERY_STALE_TIME_MS = 30_000;
