import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/**
 * GET /autoShip/restartPlan/{planId}: restarts a paused plan (status 1).
 * Its hook refetches the plan before the mutation settles.
 */
export async function restartPlan(planId: number, options: CallOptions = {}): Promise<unknown> {
  const { data } = await apiClient.GET('/autoShip/restartPlan/{planId}', {
    params: { path: { planId } },
    ...options,
  });
  return envelopeData(data);
}

export const useRestartPlanMutation = createMutationHook(
  (planId: number) => restartPlan(planId),
  [queryKeys.plan()],
);
