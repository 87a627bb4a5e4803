import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import type { ChangePlanBody } from '../schema-types.ts';
import { sharedBodyFields, type BodyInput } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

/** Items (ids as numbers, no image) and daySpan; region defaults to the store context's. */
export type ChangePlanInput = BodyInput<ChangePlanBody>;

/** POST /autoShip/changePlan/{planId}: the answer's data is not shown in the specification. */
export async function changePlan(
  planId: number,
  input: ChangePlanInput,
  options: CallOptions = {},
): Promise<unknown> {
  const { data } = await apiClient.POST('/autoShip/changePlan/{planId}', {
    params: { path: { planId } },
    body: { ...sharedBodyFields(), ...input, region: input.region ?? getStoreContext().region },
    ...callInit(options),
  });
  return envelopeData(data);
}

export interface ChangePlanVariables {
  planId: number;
  plan: ChangePlanInput;
}

/** Invalidates the plan and everything under it (the interval changes the pay dates). */
export function useChangePlanMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ChangePlanVariables>({
    mutationFn: ({ planId, plan }) => changePlan(planId, plan, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
  });
}
