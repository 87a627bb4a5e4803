import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import { createMutationHook } from '#src/api/mutation-hook.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { ChangePlanAddressBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/** The address request; customerId defaults to the store context's (the shared fields are added by the client). */
export type ChangePlanAddressInput = BodyInput<ChangePlanAddressBody, 'customerId'>;

// Every POST operation has this shape (docs/decisions/008): only the typed path, body and
// answer differ, which is what the contract's types check, so it is not folded any further.
/** POST /autoShip/changePlanAddress/{planId}: the answer's data is not shown in the specification. */
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

/**
 * Invalidates the plan (its address lives under it) and the saved addresses, because a new
 * address given here may be saved to the shopper's book.
 */
export const useChangePlanAddressMutation = createMutationHook(
  ({ planId, address }: ChangePlanAddressVariables) => changePlanAddress(planId, address),
  [queryKeys.plan(), queryKeys.customerAddresses()],
);
