import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';

/**
 * GET /autoShip/terminatePlan/{planId}: deletes the plan.
 * Its hook refetches the plan before the mutation settles.
 */
export async function terminatePlan(planId: number, options: CallOptions = {}): Promise<unknown> {
  const { data } = await apiClient.GET('/autoShip/terminatePlan/{planId}', {
    params: { path: { planId } },
    ...options,
  });
  return envelopeData(data);
}

export const useTerminatePlanMutation = createMutationHook(
  (planId: number) => terminatePlan(planId),
  [queryKeys.plan()],
);
