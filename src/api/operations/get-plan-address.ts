import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { QUERY_CALL, type QueryHookOptions } from '../query-hook-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { Address } from '../schema-types.ts';

/** GET /autoShip/changePlanAddress/{planId}: the plan's address, or null when it has none. */
export async function getPlanAddress(
  planId: number,
  options: CallOptions = {},
): Promise<Address | null> {
  const { data } = await apiClient.GET('/autoShip/changePlanAddress/{planId}', {
    params: { path: { planId } },
    ...callInit(options),
  });
  return envelopeData(data);
}

export function planAddressQueryOptions(planId: number) {
  return queryOptions<Address | null, ApiError>({
    queryKey: queryKeys.planAddress(planId),
    queryFn: ({ signal }) => getPlanAddress(planId, { ...QUERY_CALL, signal }),
  });
}

export function usePlanAddressQuery(
  planId: number,
  hookOptions: QueryHookOptions<Address | null> = {},
) {
  return useQuery({ ...planAddressQueryOptions(planId), ...hookOptions });
}
