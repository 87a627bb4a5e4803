import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import { fetchAdoptingEarlyPlanCall } from '#src/api/early-call/adopt-early-call.ts';
import type { QueryHookOptions } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';

/** GET /autoShip/queryAutoShipPlan: the shopper's plan, or null when there is none. */
export async function queryAutoShipPlan(options: CallOptions = {}): Promise<Plan | null> {
  const { data } = await apiClient.GET('/autoShip/queryAutoShipPlan', { ...options });
  return envelopeData(data);
}

export function autoShipPlanQueryOptions() {
  return queryOptions<Plan | null, ApiError>({
    queryKey: queryKeys.plan(),
    // The page's first plan query takes over the host page's early call when it is this request.
    queryFn: ({ signal }) => queryAutoShipPlan({ signal, fetch: fetchAdoptingEarlyPlanCall }),
  });
}

export function useAutoShipPlanQuery(hookOptions: QueryHookOptions<Plan | null> = {}) {
  return useQuery({ ...autoShipPlanQueryOptions(), ...hookOptions });
}
