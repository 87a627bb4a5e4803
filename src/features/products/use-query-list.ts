import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * The results of a list of queries, one QueryObserver each (the class useQuery uses, already in
 * every page's main chunk), instead of TanStack Query's useQueries, whose QueriesObserver the
 * program page and the builder downloaded before their first paint: 1.1 KB gzip on those pages
 * (docs/performance.md, "Byte-only mechanisms").
 */
export function useQueryList<TData, TError>(
  queries: readonly UseQueryOptions<TData, TError, TData, QueryKey>[],
): readonly QueryObserverResult<TData, TError>[] {
  const client = useQueryClient();
  const defaulted = queries.map((options) => client.defaultQueryOptions(options));
  // Observers follow the queries asked (their keys, and whether each is enabled), not the list's
  // identity: a caller's new list of the same queries keeps its observers, as useQueries does.
  const asked = defaulted
    .map((options) => `${options.queryHash}${options.enabled === false ? ' off' : ''}`)
    .join('\n');
  const observers = useMemo(
    () => defaulted.map((options) => new QueryObserver(client, options)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` stands for `defaulted`
    [client, asked],
  );
  const subscribe = useCallback(
    (changed: () => void) => {
      const onChange = notifyManager.batchCalls(changed);
      const stops = observers.map((observer) => observer.subscribe(onChange));
      return () => stops.forEach((stop) => stop());
    },
    [observers],
  );
  // The same array until one of the results changes: useSyncExternalStore compares snapshots.
  const last = useRef<readonly QueryObserverResult<TData, TError>[]>([]);
  const snapshot = useCallback(() => {
    const current = observers.map((observer) => observer.getCurrentResult());
    const same =
      current.length === last.current.length &&
      current.every((result, index) => result === last.current[index]);
    if (!same) last.current = current;
    return last.current;
  }, [observers]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
