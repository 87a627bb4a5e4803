import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import { sharedQueryFields } from '../shared-fields.ts';

/** GET /autoShip/terminatePlan/{planId}: Deletes the plan. The answer's data is not shown in the specification. */
export async function terminatePlan(planId: number, options: CallOptions = {}): Promise<unknown> {
  const { data } = await apiClient.GET('/autoShip/terminatePlan/{planId}', {
    params: { path: { planId }, query: sharedQueryFields() },
    ...callInit(options),
  });
  return envelopeData(data);
}

/**
 * Deletes the plan; on success the plan and everything under it (its address, its pay dates) refetch, and
 * the mutation settles only once they have, so the page shows the new state right away.
 */
export function useTerminatePlanMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (planId) => terminatePlan(planId, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
  });
}
