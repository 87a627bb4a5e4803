import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import type { CallOptions } from './call-flags.ts';

/**
 * More React Query options for one use of a mutation hook (bulletproof-react's
 * `mutationConfig`): onSuccess, onError, onSettled, meta, …; the call itself stays the
 * operation's.
 */
type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn'
>;

export interface MutationHookOptions<TData, TVariables> {
  /** Spec section 8, set per action: the failure's `msg` is not shown as a toast. */
  noAlert?: boolean;
  /**
   * False: the hook does not refetch what the call changed, because the caller does so when its
   * page is ready (the restart flow shows its tick for 1 s first). Default true.
   */
  invalidate?: boolean;
  mutationConfig?: MutationConfig<TData, TVariables>;
}

/**
 * The one way an operation becomes a mutation hook: the request function with the caller's
 * `noAlert`; on success the `invalidates` keys refetch, awaited, so the mutation settles only once
 * the page's queries show the new state; then the caller's own `onSuccess`. Mutations never retry
 * (the query client's default; the query policy in query-hook-options.ts).
 */
export function createMutationHook<TData, TVariables>(
  request: (variables: TVariables, options: CallOptions) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  return function useOperationMutation({
    noAlert,
    invalidate = true,
    mutationConfig = {},
  }: MutationHookOptions<TData, TVariables> = {}) {
    const queryClient = useQueryClient();
    const { onSuccess, ...config } = mutationConfig;
    return useMutation<TData, ApiError, TVariables>({
      ...config,
      mutationFn: (variables) => request(variables, { noAlert }),
      onSuccess: async (...args) => {
        if (invalidate) {
          await Promise.all(
            invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        }
        await onSuccess?.(...args);
      },
    });
  };
}
