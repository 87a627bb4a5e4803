import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { callInit, type CallOptions } from '#src/api/call-flags.ts';
import { apiClient } from '#src/api/client.ts';
import { fetchAdoptingEarlyProductCall } from '#src/api/early-call/adopt-early-product-call.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { QUERY_CALL } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { ShopifyProductInfo } from '#src/api/schema-types.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/** GET /shopify/{region}/productInfo/{productId}: the product's store handle (data.handle). */
export async function getShopifyProductInfo(
  productId: number,
  options: CallOptions & { region?: string } = {},
): Promise<ShopifyProductInfo | null> {
  const region = options.region ?? getStoreContext().region;
  const { data } = await apiClient.GET('/shopify/{region}/productInfo/{productId}', {
    params: { path: { region, productId } },
    ...callInit(options),
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
        ...QUERY_CALL,
        region,
        signal,
        fetch: fetchAdoptingEarlyProductCall,
      }),
  });
}
