import type { QueryClient } from '@tanstack/react-query';
import { shopifyProductInfoQueryOptions } from '#src/api/operations/get-shopify-product-info.ts';
import { storeProductQueryOptions } from '#src/api/operations/get-store-product.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { builderProductEntries, contextProducts } from './builder-product-entries.ts';

/**
 * Started with the page's code download rather than its first render (22 calls were its longest
 * task); `useStoreProducts` finds them under way. Failures are the page's to show.
 */
export function prefetchStoreProducts(queryClient: QueryClient): void {
  const context = getStoreContext();
  const { given, snapshot } = contextProducts(context);
  for (const { productId } of builderProductEntries(context.builderProducts)) {
    // The theme rendered it: nothing to ask. A build's snapshot: the page's query asks once stale.
    if (given.has(productId) || snapshot.has(productId)) continue;
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
