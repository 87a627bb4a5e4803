import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '#src/api/api-error.ts';
import { storeClient, type CallOptions } from '#src/api/client.ts';
import { fetchAdoptingEarlyProductCall } from '#src/api/early-call/adopt-early-product-call.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { StoreProduct } from '#src/api/schema-types.ts';

/** Shopify's product JSON from the store: no envelope, no credential. */
export async function getStoreProduct(
  handle: string,
  options: CallOptions = {},
): Promise<StoreProduct> {
  const { data, response } = await storeClient.GET('/products/{handle}.js', {
    params: { path: { handle } },
    ...options,
  });
  if (!data) {
    throw new ApiError({
      kind: 'http',
      msg: 'The store answered no product',
      status: response.status,
      url: `GET /products/${handle}.js`,
    });
  }
  return data;
}

export function storeProductQueryOptions(handle: string) {
  return queryOptions<StoreProduct, ApiError>({
    queryKey: queryKeys.storeProduct(handle),
    queryFn: ({ signal }) =>
      getStoreProduct(handle, { signal, fetch: fetchAdoptingEarlyProductCall }),
  });
}
