import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/**
 * GET /autoShip/pausePlan/{planId}: pauses the plan (status 2).
 * Its hook refetches the plan before the mutation settles.
 */
export async function pausePlan(planId: number, options: CallOptions = {}): Promise<unknown> {
  const { data } = await apiClient.GET('/autoShip/pausePlan/{planId}', {
    params: { path: { planId } },
    ...options,
  });
  return envelopeData(data);
}

export const usePausePlanMutation = createMutationHook(
  (planId: number) => pausePlan(planId),
  [queryKeys.plan()],
);
