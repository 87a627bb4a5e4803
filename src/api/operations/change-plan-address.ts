import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import type { ChangePlanAddressBody } from '../schema-types.ts';
import { sharedBodyFields, type BodyInput } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

/** The address request; customerId and region default to the store context's. */
export type ChangePlanAddressInput = BodyInput<ChangePlanAddressBody, 'customerId'>;

/** POST /autoShip/changePlanAddress/{planId}: the answer's data is not shown in the specification. */
export async function changePlanAddress(
  planId: number,
  input: ChangePlanAddressInput,
  options: CallOptions = {},
): Promise<unknown> {
  const context = getStoreContext();
  const { data } = await apiClient.POST('/autoShip/changePlanAddress/{planId}', {
    params: { path: { planId } },
    body: {
      // The section 7 shared fields are part of the contract's body (the middleware would add
      // them too): typed here, so a contract change to them fails typecheck.
      ...sharedBodyFields(),
      ...input,
      customerId: input.customerId ?? context.customerId,
      region: input.region ?? context.region,
    },
    ...callInit(options),
  });
  return envelopeData(data);
}

export interface ChangePlanAddressVariables {
  planId: number;
  address: ChangePlanAddressInput;
}

/**
 * Invalidates the plan (its address lives under it) and the saved addresses, because a new
 * address given here may be saved to the shopper's book.
 */
export function useChangePlanAddressMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ChangePlanAddressVariables>({
    mutationFn: ({ planId, address }) => changePlanAddress(planId, address, options),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerAddresses() }),
      ]),
  });
}
