import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
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
  options: CallOptions = {},
): Promise<unknown> {
  const { data } = await apiClient.POST('/autoShip/changePlanAddress/{planId}', {
    params: { path: { planId } },
    body: { ...input, customerId: input.customerId ?? getStoreContext().customerId },
    ...options,
  });
  return envelopeData(data);
}

interface ChangePlanAddressVariables {
  planId: number;
  address: ChangePlanAddressInput;
}

/** A new address may be saved to the shopper's book too. */
export const useChangePlanAddressMutation = createMutationHook(
  ({ planId, address }: ChangePlanAddressVariables) => changePlanAddress(planId, address),
  [queryKeys.plan(), queryKeys.customerAddresses()],
);
