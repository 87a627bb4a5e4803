import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';

type PlanActionPath =
  | '/autoShip/pausePlan/{planId}'
  | '/autoShip/restartPlan/{planId}'
  | '/autoShip/terminatePlan/{planId}';

/**
 * Pause, restart and terminate are the same call on three paths: a GET with the plan id whose
 * answer's data the specification does not show. On success the plan and everything under it
 * (its address, its pay dates) refetch before the mutation settles, so the page shows the new
 * state right away. Each operation keeps its own file (pause-plan.ts, …) that names its path.
 */
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
