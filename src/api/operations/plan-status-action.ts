import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';

type PlanActionPath =
  | '/autoShip/pausePlan/{planId}'
  | '/autoShip/restartPlan/{planId}'
  | '/autoShip/terminatePlan/{planId}';

/** Pause, restart and terminate: one GET on three paths; the plan refetches before it settles. */
export function planAction(path: PlanActionPath) {
  async function request(planId: number, options: CallOptions = {}): Promise<unknown> {
    const { data } = await apiClient.GET(path, {
      params: { path: { planId } },
      ...options,
    });
    return envelopeData(data);
  }
  return {
    request,
    useMutation: createMutationHook((planId: number) => request(planId), [queryKeys.plan()]),
  };
}
