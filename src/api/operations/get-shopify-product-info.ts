import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { QUERY_CALL, type QueryHookOptions } from '../query-hook-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { ShopifyProductInfo } from '../schema-types.ts';
import { sharedQueryFields } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

/** GET /shopify/{region}/productInfo/{productId}: the product's store handle (data.handle). */
export async function getShopifyProductInfo(
  productId: number,
  options: CallOptions & { region?: string } = {},
): Promise<ShopifyProductInfo | null> {
  const region = options.region ?? getStoreContext().region;
  const { cookie, webLanguage } = sharedQueryFields();
  const { data } = await apiClient.GET('/shopify/{region}/productInfo/{productId}', {
    params: { path: { region, productId }, query: { region, cookie, webLanguage } },
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
    queryFn: ({ signal }) => getShopifyProductInfo(productId, { ...QUERY_CALL, region, signal }),
  });
}

export function useShopifyProductInfoQuery(
  productId: number,
  options: { region?: string } = {},
  hookOptions: QueryHookOptions<ShopifyProductInfo | null> = {},
) {
  return useQuery({ ...shopifyProductInfoQueryOptions(productId, options), ...hookOptions });
}
