import type { QueryClient } from '@tanstack/react-query';
import { shopifyProductInfoQueryOptions } from '#src/api/operations/get-shopify-product-info.ts';
import { storeProductQueryOptions } from '#src/api/operations/get-store-product.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { builderProductEntries, givenStoreProducts } from './builder-product-entries.ts';

/**
 * Starts the calls of the store context's products the theme did not render (productInfo, then the store's product for
 * the handle it gives) before the page that shows them renders: the router calls it with the
 * download of the page's code (the program page and the builder no longer start 22
 * calls from their first render, which made it their longest task, and each product call starts
 * as its handle arrives instead of after the next render). `useStoreProducts` finds them under
 * way (same keys and options). Failures are the page's to show, in place.
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
