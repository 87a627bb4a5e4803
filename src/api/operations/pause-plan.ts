import { apiClient, envelopeData } from '#src/api/client.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { planWriteRequest, type PlanWrite, type PlanWriteOptions } from '#src/api/plan-version.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/**
 * GET /autoShip/pausePlan/{planId}: pauses the plan (status 2).
 * Its hook refetches the plan before the mutation settles.
 */
export async function pausePlan(planId: number, options: PlanWriteOptions = {}): Promise<unknown> {
  const { params, call } = planWriteRequest(planId, options);
  const { data } = await apiClient.GET('/autoShip/pausePlan/{planId}', {
    params,
    ...call,
  });
  return envelopeData(data);
}

export const usePausePlanMutation = createMutationHook(
  ({ planId, planVersion }: PlanWrite) => pausePlan(planId, { planVersion }),
  [queryKeys.plan()],
);
