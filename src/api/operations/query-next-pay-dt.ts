import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { QueryHookOptions } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/** GET /autoShip/queryNextPayDt/{planId}/{day}: the next payment date-time (ISO 8601) or null. */
export async function queryNextPayDt(
  planId: number,
  day: number,
  options: CallOptions = {},
): Promise<string | null> {
  const { data } = await apiClient.GET('/autoShip/queryNextPayDt/{planId}/{day}', {
    params: { path: { planId, day } },
    ...options,
  });
  return envelopeData(data);
}

export function nextPayDateQueryOptions(planId: number, day: number) {
  return queryOptions<string | null, ApiError>({
    queryKey: queryKeys.nextPayDate(planId, day),
    queryFn: ({ signal }) => queryNextPayDt(planId, day, { signal }),
  });
}

export function useNextPayDateQuery(
  planId: number,
  day: number,
  hookOptions: QueryHookOptions<string | null> = {},
) {
  return useQuery({ ...nextPayDateQueryOptions(planId, day), ...hookOptions });
}
