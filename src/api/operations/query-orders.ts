import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { OrderPage, QueryOrdersBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

export type QueryOrdersInput = BodyInput<QueryOrdersBody>;

/**
 * POST /autoShip/queryOrders: one page of the shopper's past orders, newest first (the answer
 * shape and paging are the storefront's proposal, openapi.yaml). null only off a success's data.
 */
export async function queryOrders(
  input: QueryOrdersInput,
  options: CallOptions = {},
): Promise<OrderPage | null> {
  const { data } = await apiClient.POST('/autoShip/queryOrders', { body: input, ...options });
  return envelopeData(data);
}

export function ordersQueryOptions(pageNum: number, pageSize: number) {
  return queryOptions<OrderPage | null, ApiError>({
    // Under queryKeys.all() but outside plan(): a plan change does not change past deliveries.
    // Kept here, not in query-keys.ts, so it stays out of every route's first download.
    queryKey: ['autoship', 'orders', pageNum, pageSize],
    queryFn: ({ signal }) => queryOrders({ pageNum, pageSize }, { signal }),
  });
}
