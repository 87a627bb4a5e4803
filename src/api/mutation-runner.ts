import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';

/** As useMutation runs it, without a subscribed component (no page reads a mutation's state). */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, ApiError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
