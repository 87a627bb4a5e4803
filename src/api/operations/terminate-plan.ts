import { apiClient, envelopeData } from '#src/api/client.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { planWriteRequest, type PlanWrite, type PlanWriteOptions } from '#src/api/plan-version.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/**
 * GET /autoShip/terminatePlan/{planId}: deletes the plan.
 * Its hook refetches the plan before the mutation settles.
 */
export async function terminatePlan(
  planId: number,
  options: PlanWriteOptions = {},
): Promise<unknown> {
  const { params, call } = planWriteRequest(planId, options);
  const { data } = await apiClient.GET('/autoShip/terminatePlan/{planId}', {
    params,
    ...call,
  });
  return envelopeData(data);
}

export const useTerminatePlanMutation = createMutationHook(
  ({ planId, planVersion }: PlanWrite) => terminatePlan(planId, { planVersion }),
  [queryKeys.plan()],
);
