import { useQueries, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { shopifyProductInfoQueryOptions } from '#src/api/operations/get-shopify-product-info.ts';
import { storeProductQueryOptions } from '#src/api/operations/get-store-product.ts';
import type { ApiError } from '#src/api/api-error.ts';
import { getStoreContext, type BuilderProductIds } from '#src/api/store-context.ts';
import type { StoreProduct } from '#src/api/schema-types.ts';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';
import {
  toBuilderProduct,
  type BuilderProduct,
  type BuilderProductKind,
} from '#src/domain/plan/builder-product.ts';
import { builderProductEntries, contextProducts } from './builder-product-entries.ts';

type ProductResolution =
  | { productId: number; kind: BuilderProductKind; status: 'loading' }
  | { productId: number; kind: BuilderProductKind; status: 'unavailable' }
  | { productId: number; kind: BuilderProductKind; status: 'ready'; product: BuilderProduct };

export interface StoreProducts {
  /** Every configured product in store-context order, each loading, ready or unavailable. */
  all: ProductResolution[];
  /** The pods that loaded. */
  pods: BuilderProduct[];
  /** The gifts and devices that loaded (both are offered as the plan's gift). */
  gifts: BuilderProduct[];
  /** True while any product is still resolving. */
  isLoading: boolean;
  /** True while a pod is still resolving: until then `pods` is not the whole list. */
  podsLoading: boolean;
  /** True while a gift or device is still resolving: until then `gifts` is not the whole list. */
  giftsLoading: boolean;
}

/**
 * A build's snapshot, stale, is asked again once the page has painted and is idle, one product
 * per task: asked at mount, its eleven calls were sent in the takeover's own task (the builder's
 * blocking time) for prices the page already shows.
 */
function askSnapshotAgain(queryClient: QueryClient, products: readonly StoreProduct[]): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const cancelIdle = afterIdle(() => {
    for (const product of products) {
      timers.push(
        setTimeout(() => void queryClient.prefetchQuery(storeProductQueryOptions(product.handle))),
      );
    }
  });
  return () => {
    cancelIdle();
    timers.forEach(clearTimeout);
  };
}

/**
 * Products the theme rendered show at once; the others resolve the spec's way (section 7). A
 * build's snapshot shows at once too, and its store call still runs once the snapshot is stale
 * (its handle is known: no productInfo), after the first paint, so the store's current prices
 * replace it. A failed one is 'unavailable' alone, in place, never toasted.
 */
export function useStoreProducts(ids: BuilderProductIds): StoreProducts {
  // The query lists change only when a product or a handle did: the page renders once per answer
  // (22 times on the program page, its blocking time), not once more per list rebuilt.
  const all = useMemo(() => builderProductEntries(ids), [ids]);
  const queryClient = useQueryClient();
  const { given, snapshot, snapshotAsOf } = useMemo(() => contextProducts(getStoreContext()), []);
  const entries = useMemo(() => all.filter((entry) => !given.has(entry.productId)), [all, given]);
  // A snapshot's product has its handle: no productInfo query, not even a disabled one (eleven
  // observers more in the page's first render).
  const unknown = useMemo(
    () => entries.filter((entry) => !snapshot.has(entry.productId)),
    [entries, snapshot],
  );
  const infoQueries = useMemo(
    () => unknown.map((entry) => shopifyProductInfoQueryOptions(entry.productId)),
    [unknown],
  );
  const infoResults = useQueries({ queries: infoQueries });
  const infos = new Map(unknown.map((entry, index) => [entry.productId, infoResults[index]]));
  const handles = entries.map(
    (entry) =>
      snapshot.get(entry.productId)?.handle ??
      (infos.get(entry.productId)?.data?.handle?.trim() || null),
  );
  const handlesKey = JSON.stringify(handles);
  const productQueries = useMemo(() => {
    const known = JSON.parse(handlesKey) as (string | null)[];
    return entries.map((entry, index) => {
      const handle = known[index] ?? null;
      return {
        // Until its handle is known a product waits under a key of its own (disabled), so two
        // waiting products are not one duplicate query.
        ...storeProductQueryOptions(handle ?? `(product ${entry.productId})`),
        enabled: handle !== null,
        // Fresh until the query's stale time after it was taken; then asked in the background,
        // when idle (askSnapshotAgain), not as the page mounts.
        initialData: snapshot.get(entry.productId),
        initialDataUpdatedAt: snapshotAsOf,
        refetchOnMount: (query: Query<StoreProduct, ApiError>) =>
          !snapshot.has(entry.productId) ||
          query.state.dataUpdatedAt !== snapshotAsOf ||
          query.state.status === 'error',
      };
    });
  }, [entries, handlesKey, snapshot, snapshotAsOf]);
  const products = useQueries({ queries: productQueries });
  useEffect(() => {
    const shown = entries.flatMap((entry) => snapshot.get(entry.productId) ?? []);
    return shown.length > 0 ? askSnapshotAgain(queryClient, shown) : undefined;
  }, [queryClient, entries, snapshot]);

  const asked: ProductResolution[] = entries.map((entry, index) => {
    const info = infos.get(entry.productId);
    const product = products[index];
    if (!product) return { ...entry, status: 'unavailable' };
    if (info?.isError || (info?.isSuccess && handles[index] === null)) {
      return { ...entry, status: 'unavailable' };
    }
    if (product.isError) return { ...entry, status: 'unavailable' };
    if (product.data) {
      return { ...entry, status: 'ready', product: toBuilderProduct(product.data, entry.kind) };
    }
    return { ...entry, status: 'loading' };
  });
  const resolved = all.map((entry): ProductResolution => {
    const product = given.get(entry.productId);
    if (product)
      return { ...entry, status: 'ready', product: toBuilderProduct(product, entry.kind) };
    return (
      asked.find((item) => item.productId === entry.productId) ?? {
        ...entry,
        status: 'unavailable',
      }
    );
  });

  const ready = resolved.flatMap((entry) => (entry.status === 'ready' ? [entry.product] : []));
  const loading = resolved.filter((entry) => entry.status === 'loading');
  return {
    all: resolved,
    pods: ready.filter((product) => product.kind === 'pods'),
    gifts: ready.filter((product) => product.kind !== 'pods'),
    isLoading: loading.length > 0,
    podsLoading: loading.some((entry) => entry.kind === 'pods'),
    giftsLoading: loading.some((entry) => entry.kind !== 'pods'),
  };
}
