import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { QUERY_CALL, type QueryHookOptions } from '../query-hook-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { Plan } from '../schema-types.ts';

/** GET /autoShip/queryAutoShipPlan: the shopper's plan, or null when there is none. */
export async function queryAutoShipPlan(options: CallOptions = {}): Promise<Plan | null> {
  const { data } = await apiClient.GET('/autoShip/queryAutoShipPlan', {
    ...callInit(options),
  });
  return envelopeData(data);
}

export function autoShipPlanQueryOptions() {
  return queryOptions<Plan | null, ApiError>({
    queryKey: queryKeys.plan(),
    queryFn: ({ signal }) => queryAutoShipPlan({ ...QUERY_CALL, signal }),
  });
}

export function useAutoShipPlanQuery(hookOptions: QueryHookOptions<Plan | null> = {}) {
  return useQuery({ ...autoShipPlanQueryOptions(), ...hookOptions });
}
