import type { QueryClient } from '@tanstack/react-query';
import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { operationMutation, type MutationHookOptions } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { ChangePlanBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

/** Ids as numbers, no image. */
export type ChangePlanInput = BodyInput<ChangePlanBody>;

/** The spec does not show the answer's data. */
export async function changePlan(
  planId: number,
  input: ChangePlanInput,
  options: CallOptions = {},
): Promise<unknown> {
  const { data } = await apiClient.POST('/autoShip/changePlan/{planId}', {
    params: { path: { planId } },
    body: input,
    ...options,
  });
  return envelopeData(data);
}

interface ChangePlanVariables {
  planId: number;
  plan: ChangePlanInput;
}

/** The interval changes the pay dates under the plan. Built on the first save (edit-save-attempt). */
export function changePlanMutation(queryClient: QueryClient, options?: MutationHookOptions) {
  return operationMutation(
    queryClient,
    ({ planId, plan }: ChangePlanVariables) => changePlan(planId, plan),
    [queryKeys.plan()],
    options,
  );
}
