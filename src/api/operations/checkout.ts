import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import type { CheckoutAnswer, CheckoutBody } from '../schema-types.ts';
import { sharedBodyFields, type BodyInput } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

/** Items, daySpan, optional planId and the address request; region defaults to the context's. */
export type CheckoutInput = BodyInput<CheckoutBody>;

/**
 * POST /autoShip/checkout: `worldPayUrl` to send the browser to, or `noInventoryList`. A 5052
 * failure rejects with `ApiError` code 5052 (the review page reloads after 2 s).
 */
export async function checkout(
  input: CheckoutInput,
  options: CallOptions = {},
): Promise<CheckoutAnswer | null> {
  const { data } = await apiClient.POST('/autoShip/checkout', {
    body: { ...sharedBodyFields(), ...input, region: input.region ?? getStoreContext().region },
    ...callInit(options),
  });
  return envelopeData(data);
}

/** Invalidates the plan (built or rebuilt) and the saved addresses (a new one may be saved). */
export function useCheckoutMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<CheckoutAnswer | null, ApiError, CheckoutInput>({
    mutationFn: (input) => checkout(input, options),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerAddresses() }),
      ]),
  });
}
