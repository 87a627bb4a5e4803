import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { QueryHookOptions } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Address } from '#src/api/schema-types.ts';

/** GET /autoShip/changePlanAddress/{planId}: the plan's address, or null when it has none. */
export async function getPlanAddress(
  planId: number,
  options: CallOptions = {},
): Promise<Address | null> {
  const { data } = await apiClient.GET('/autoShip/changePlanAddress/{planId}', {
    params: { path: { planId } },
    ...options,
  });
  return envelopeData(data);
}

export function planAddressQueryOptions(planId: number) {
  return queryOptions<Address | null, ApiError>({
    queryKey: queryKeys.planAddress(planId),
    queryFn: ({ signal }) => getPlanAddress(planId, { signal }),
  });
}

export function usePlanAddressQuery(
  planId: number,
  hookOptions: QueryHookOptions<Address | null> = {},
) {
  return useQuery({ ...planAddressQueryOptions(planId), ...hookOptions });
}
