import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { callInit, type CallOptions } from '#src/api/call-flags.ts';
import { apiClient } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope.ts';
import { QUERY_CALL } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { QueryOrdersBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-fields.ts';

export type QueryOrdersInput = BodyInput<QueryOrdersBody>;

/**
 * POST /autoShip/queryOrders (a read, hence query options). The answer's data is not shown in the
 * specification, so it is returned as `unknown` for the caller to narrow.
 */
export async function queryOrders(
  input: QueryOrdersInput = {},
  options: CallOptions = {},
): Promise<unknown> {
  const { data } = await apiClient.POST('/autoShip/queryOrders', {
    body: input,
    ...callInit(options),
  });
  return envelopeData(data);
}

export function ordersQueryOptions(orderNo: string | null = null) {
  return queryOptions<unknown, ApiError>({
    queryKey: queryKeys.orders(orderNo),
    queryFn: ({ signal }) =>
      queryOrders(orderNo === null ? {} : { orderNo }, { ...QUERY_CALL, signal }),
  });
}
