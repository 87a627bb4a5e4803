import {
  MutationCache,
  MutationObserver,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { provideMutationCache } from './mutation-cache.ts';

provideMutationCache(MutationCache);

/**
 * One mutation, run as useMutation runs it (TanStack Query's MutationObserver: the client's
 * mutation defaults, its mutation cache), without a component subscribed to its state. Loaded on
 * demand by mutation-hook.ts.
 */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, ApiError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
