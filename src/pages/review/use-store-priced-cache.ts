import { useQueryClient, type Query } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '#src/api/query-keys.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { priceFromStore, productIdsToPrice } from '#src/domain/plan/store-prices.ts';
import { useStoreProducts } from '#src/features/products/use-store-products.ts';

export type StorePricedCache =
  | { state: 'not-asked' | 'loading' | 'refused' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'priced'; display: PlanDisplayData };

const PRODUCT_QUERY_ROOTS: readonly unknown[] = [
  queryKeys.productInfo('', 0)[0],
  queryKeys.storeProduct('')[0],
];

function failedProductQuery(query: Query): boolean {
  return query.state.status === 'error' && PRODUCT_QUERY_ROOTS.includes(query.queryKey[0]);
}

/**
 * The cached plan with the store's prices (decision 024), from the products the builder read;
 * `display` null asks nothing. A product that could not be read is a failure with Try again,
 * not a reason to throw away what the shopper built.
 */
export function useStorePricedCache(display: PlanDisplayData | null): StorePricedCache {
  const queryClient = useQueryClient();
  const { builderProducts } = getStoreContext();
  const ids = useMemo(
    () => productIdsToPrice(builderProducts, display),
    [builderProducts, display],
  );
  const products = useStoreProducts(ids);
  if (!display) return { state: 'not-asked' };
  if (products.isLoading) return { state: 'loading' };
  const priced = priceFromStore(display, products.pods, products.gifts);
  if (priced) return { state: 'priced', display: priced };
  if (products.all.some((entry) => entry.status === 'unavailable')) {
    const failed = queryClient.getQueryCache().findAll({ predicate: failedProductQuery });
    return {
      state: 'failed',
      // What the page says the cause was: the first product call that failed.
      error: failed[0]?.state.error ?? null,
      retry: () => void queryClient.refetchQueries({ predicate: failedProductQuery }),
    };
  }
  return { state: 'refused' };
}
