import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { createMutationHook } from '../mutation-hook.ts';
import { queryKeys } from '../query-keys.ts';
import type { ChangePlanAddressBody } from '../schema-types.ts';
import type { BodyInput } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

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
    ...callInit(options),
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
  ({ planId, address }: ChangePlanAddressVariables, options) =>
    changePlanAddress(planId, address, options),
  [queryKeys.plan(), queryKeys.customerAddresses()],
);
