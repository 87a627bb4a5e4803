import {
  useQueryClient,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { runMutation } from './mutation-runner.ts';

export interface MutationHookOptions {
  /** Spec section 8 says per action whether the server's `msg` is shown (`showServerMessage`). */
  onError?: (error: ApiError) => void;
  /** False: the caller refetches when its page is ready (the restart tick shows for 1 s). */
  invalidate?: boolean;
}

export interface OperationMutation<TData, TVariables> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

/** On success the `invalidates` keys refetch, awaited, so the mutation settles on the new state. */
export function createMutationHook<TData, TVariables>(
  request: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  return function useOperationMutation(
    options: MutationHookOptions = {},
  ): OperationMutation<TData, TVariables> {
    const queryClient = useQueryClient();
    return operationMutation(queryClient, request, invalidates, options);
  };
}

/** The same mutation outside a component, for code that loads after the first paint. */
export function operationMutation<TData, TVariables>(
  queryClient: QueryClient,
  request: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
  { onError, invalidate = true }: MutationHookOptions = {},
): OperationMutation<TData, TVariables> {
  const options: MutationOptions<TData, ApiError, TVariables> = {
    mutationFn: (variables) => request(variables),
    ...(onError ? { onError } : {}),
    onSuccess: async () => {
      if (!invalidate) return;
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
  return {
    async mutateAsync(variables) {
      return runMutation(queryClient, options, variables);
    },
  };
}
