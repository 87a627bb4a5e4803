import { apiClient, envelopeData } from '#src/api/client.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { planWriteRequest, type PlanWrite, type PlanWriteOptions } from '#src/api/plan-version.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/**
 * GET /autoShip/restartPlan/{planId}: restarts a paused plan (status 1).
 * Its hook refetches the plan before the mutation settles.
 */
export async function restartPlan(
  planId: number,
  options: PlanWriteOptions = {},
): Promise<unknown> {
  const { params, call } = planWriteRequest(planId, options);
  const { data } = await apiClient.GET('/autoShip/restartPlan/{planId}', {
    params,
    ...call,
  });
  return envelopeData(data);
}

export const useRestartPlanMutation = createMutationHook(
  ({ planId, planVersion }: PlanWrite) => restartPlan(planId, { planVersion }),
  [queryKeys.plan()],
);
