import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import { fetchAdoptingEarlyProductCall } from '#src/api/early-call/adopt-early-product-call.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { ShopifyProductInfo } from '#src/api/schema-types.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/** GET /shopify/{region}/productInfo/{productId}: the product's store handle (data.handle). */
export async function getShopifyProductInfo(
  productId: number,
  options: CallOptions & { region?: string } = {},
): Promise<ShopifyProductInfo | null> {
  const { region = getStoreContext().region, ...init } = options;
  const { data } = await apiClient.GET('/shopify/{region}/productInfo/{productId}', {
    params: { path: { region, productId } },
    ...init,
  });
  return envelopeData(data);
}

export function shopifyProductInfoQueryOptions(
  productId: number,
  options: { region?: string } = {},
) {
  const region = options.region ?? getStoreContext().region;
  return queryOptions<ShopifyProductInfo | null, ApiError>({
    queryKey: queryKeys.productInfo(region, productId),
    // The first query of a product takes over the host page's early call when it is this request.
    queryFn: ({ signal }) =>
      getShopifyProductInfo(productId, {
        region,
        signal,
        fetch: fetchAdoptingEarlyProductCall,
      }),
  });
}
