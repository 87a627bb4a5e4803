import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import { sharedQueryFields } from '../shared-fields.ts';

/** GET /autoShip/restartPlan/{planId}: Restarts a paused plan (status 1). The answer's data is not shown in the specification. */
export async function restartPlan(planId: number, options: CallOptions = {}): Promise<unknown> {
  const { data } = await apiClient.GET('/autoShip/restartPlan/{planId}', {
    params: { path: { planId }, query: sharedQueryFields() },
    ...callInit(options),
  });
  return envelopeData(data);
}

/**
 * Restarts a paused plan (status 1); on success the plan and everything under it (its address, its pay dates) refetch, and
 * the mutation settles only once they have, so the page shows the new state right away.
 */
export function useRestartPlanMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (planId) => restartPlan(planId, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
  });
}
