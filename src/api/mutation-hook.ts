import { useQueryClient, type MutationOptions, type QueryKey } from '@tanstack/react-query';
import { loadOnce } from '#src/domain/load-once.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import type { ApiError } from './api-error.ts';

export interface MutationHookOptions {
  /**
   * Called with the failure before the mutation rejects; none by default. Spec section 8 says per
   * action whether the server's `msg` is shown: such an action passes `showServerMessage`.
   */
  onError?: (error: ApiError) => void;
  /**
   * False: the hook does not refetch what the call changed, because the caller does so when its
   * page is ready (the restart flow shows its tick for 1 s first). Default true.
   */
  invalidate?: boolean;
}

/** What a page holds at render: the call, started when the shopper acts. */
export interface OperationMutation<TData, TVariables> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

// TanStack Query's MutationObserver (what useMutation wraps) runs the mutation through the query
// client's mutation cache, as useMutation would. No page reads a mutation's state while it
// renders (each flow keeps its own, single-flight: one click is one request), so it is loaded on
// the first mutation (or when the page is first idle) rather than with the account and review
// pages' first paint.
const loadMutationRunner = loadOnce(() => import('./mutation-runner.ts'));

/**
 * The one way an operation becomes a mutation hook: the request function with the caller's
 * `onError`; on success the `invalidates` keys refetch, awaited, so the mutation settles only once
 * the page's queries show the new state. Mutations never retry (the query client's default; the
 * query policy in query-hook-options.ts).
 */
export function createMutationHook<TData, TVariables>(
  request: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  return function useOperationMutation({
    onError,
    invalidate = true,
  }: MutationHookOptions = {}): OperationMutation<TData, TVariables> {
    const queryClient = useQueryClient();
    // Ready by the time the shopper acts: fetched when the page is first idle. A failed download
    // is tried again by the first mutation.
    usePreloadWhenIdle(loadMutationRunner);
    const options: MutationOptions<TData, ApiError, TVariables> = {
      mutationFn: (variables) => request(variables),
      ...(onError ? { onError } : {}),
      onSuccess: async () => {
        if (!invalidate) return;
        await Promise.all(
          invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      },
    };
    return {
      async mutateAsync(variables) {
        const { runMutation } = await loadMutationRunner();
        return runMutation(queryClient, options, variables);
      },
    };
  };
}
