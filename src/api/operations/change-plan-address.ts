import type { QueryClient } from '@tanstack/react-query';
import { apiClient, envelopeData } from '#src/api/client.ts';
import { createMutationHook, operationMutation } from '#src/api/mutation-hook.ts';
import { planWriteRequest, type PlanWrite, type PlanWriteOptions } from '#src/api/plan-version.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { ChangePlanAddressBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/** customerId defaults to the store context's. */
export type ChangePlanAddressInput = BodyInput<ChangePlanAddressBody, 'customerId'>;

/** POST /autoShip/changePlanAddress/{planId}; the spec does not show the answer's data. */
export async function changePlanAddress(
  planId: number,
  input: ChangePlanAddressInput,
  options: PlanWriteOptions = {},
): Promise<unknown> {
  const { params, call } = planWriteRequest(planId, options);
  const { data } = await apiClient.POST('/autoShip/changePlanAddress/{planId}', {
    params,
    body: { ...input, customerId: input.customerId ?? getStoreContext().customerId },
    ...call,
  });
  return envelopeData(data);
}

interface ChangePlanAddressVariables extends PlanWrite {
  address: ChangePlanAddressInput;
}

const request = ({ planId, planVersion, address }: ChangePlanAddressVariables) =>
  changePlanAddress(planId, address, { planVersion });
// A new address may be saved to the shopper's book too.
const invalidates = [queryKeys.plan(), queryKeys.customerAddresses()];

export const useChangePlanAddressMutation = createMutationHook(request, invalidates);

/** The same, built where the save runs (the review page loads its save after the first paint). */
export function changePlanAddressMutation(queryClient: QueryClient) {
  return operationMutation(queryClient, request, invalidates);
}
