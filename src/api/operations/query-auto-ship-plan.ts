import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '#src/api/api-error.ts';
import { callInit, type CallOptions } from '#src/api/call-flags.ts';
import { apiClient } from '#src/api/client.ts';
import { fetchAdoptingEarlyPlanCall } from '#src/api/early-call/adopt-early-call.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { QUERY_CALL, type QueryHookOptions } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';

/** GET /autoShip/queryAutoShipPlan: the shopper's plan, or null when there is none. */
export function queryAutoShipPlan(options: CallOptions = {}): Promise<Plan | null> {
  return getPlan(callInit(options));
}

async function getPlan(
  init: ReturnType<typeof callInit> & { fetch?: typeof fetchAdoptingEarlyPlanCall },
) {
  const { data } = await apiClient.GET('/autoShip/queryAutoShipPlan', init);
  return envelopeData(data);
}

export function autoShipPlanQueryOptions() {
  return queryOptions<Plan | null, ApiError>({
    queryKey: queryKeys.plan(),
    // The page's first plan query takes over the host page's early call when it is this request.
    queryFn: ({ signal }) =>
      getPlan({ ...callInit({ ...QUERY_CALL, signal }), fetch: fetchAdoptingEarlyPlanCall }),
  });
}

export function useAutoShipPlanQuery(hookOptions: QueryHookOptions<Plan | null> = {}) {
  return useQuery({ ...autoShipPlanQueryOptions(), ...hookOptions });
}
