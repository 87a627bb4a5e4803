import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { QUERY_CALL, type QueryHookOptions } from '../query-hook-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { QueryOrdersBody } from '../schema-types.ts';
import { getStoreContext } from '../store-context.ts';
import { sharedBodyFields, type BodyInput } from '../shared-fields.ts';

export type QueryOrdersInput = BodyInput<QueryOrdersBody>;

/**
 * POST /autoShip/queryOrders (a read, hence a query hook). The answer's data is not shown in the
 * specification, so it is returned as `unknown` for the caller to narrow.
 */
export async function queryOrders(
  input: QueryOrdersInput = {},
  options: CallOptions = {},
): Promise<unknown> {
  const { data } = await apiClient.POST('/autoShip/queryOrders', {
    body: { ...sharedBodyFields(), ...input, region: input.region ?? getStoreContext().region },
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

export function useOrdersQuery(
  orderNo: string | null = null,
  hookOptions: QueryHookOptions<unknown> = {},
) {
  return useQuery({ ...ordersQueryOptions(orderNo), ...hookOptions });
}
