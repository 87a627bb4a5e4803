import type { QueryClient } from '@tanstack/react-query';
import { shopifyProductInfoQueryOptions } from '#src/api/operations/get-shopify-product-info.ts';
import { storeProductQueryOptions } from '#src/api/operations/get-store-product.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { builderProductEntries, givenStoreProducts } from './builder-product-entries.ts';

/**
 * Started with the page's code download rather than its first render (22 calls were its longest
 * task); `useStoreProducts` finds them under way. Failures are the page's to show.
 */
export function prefetchStoreProducts(queryClient: QueryClient): void {
  const { builderProducts, products } = getStoreContext();
  const given = givenStoreProducts(products);
  for (const { productId } of builderProductEntries(builderProducts)) {
    // The theme rendered it: nothing to ask.
    if (given.has(productId)) continue;
    // One product per task: sending a call costs about a millisecond (the middleware, the
    // request, fetch itself), and eleven in one task held the main thread for one long task.
    setTimeout(() => {
      queryClient
        .fetchQuery(shopifyProductInfoQueryOptions(productId))
        .then((info) => {
          const handle = info?.handle?.trim();
          if (handle) return queryClient.prefetchQuery(storeProductQueryOptions(handle));
          return undefined;
        })
        .catch(() => undefined);
    }, 0);
  }
}
