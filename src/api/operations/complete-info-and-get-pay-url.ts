import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import type { CompleteInfoBody } from '../schema-types.ts';
import { sharedBodyFields, type BodyInput } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

/** The address request (addressId 0 for a new address); customerId and region default to the context's. */
export type CompleteInfoInput = BodyInput<CompleteInfoBody, 'customerId'>;

/** POST /autoShip/completeInfoAndGetPayUrl: the hosted payment page URL the browser goes to. */
export async function completeInfoAndGetPayUrl(
  input: CompleteInfoInput,
  options: CallOptions = {},
): Promise<string | null> {
  const context = getStoreContext();
  const { data } = await apiClient.POST('/autoShip/completeInfoAndGetPayUrl', {
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

/** Invalidates the plan (it now has an address) and the saved addresses (a new one may be saved). */
export function useCompleteInfoAndGetPayUrlMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<string | null, ApiError, CompleteInfoInput>({
    mutationFn: (input) => completeInfoAndGetPayUrl(input, options),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerAddresses() }),
      ]),
  });
}
