import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { callInit, type CallOptions } from '../call-flags.ts';
import { apiClient } from '../client.ts';
import { envelopeData } from '../envelope.ts';
import { queryKeys } from '../query-keys.ts';
import type { CheckoutResult, ToCheckoutCarBody } from '../schema-types.ts';
import { sharedBodyFields, type BodyInput } from '../shared-fields.ts';
import { getStoreContext } from '../store-context.ts';

/** Items, daySpan and (when rebuilding) planId; region defaults to the store context's. */
export type ToCheckoutCarInput = BodyInput<ToCheckoutCarBody>;

/** POST /autoShip/toCheckoutCar: builds or rebuilds the plan; `noInventoryList` lists what is out of stock. */
export async function toCheckoutCar(
  input: ToCheckoutCarInput,
  options: CallOptions = {},
): Promise<CheckoutResult | null> {
  const { data } = await apiClient.POST('/autoShip/toCheckoutCar', {
    body: { ...sharedBodyFields(), ...input, region: input.region ?? getStoreContext().region },
    ...callInit(options),
  });
  return envelopeData(data);
}

/** Invalidates the plan: it now exists (status 0) or was rebuilt. */
export function useToCheckoutCarMutation(options: Pick<CallOptions, 'noAlert'> = {}) {
  const queryClient = useQueryClient();
  return useMutation<CheckoutResult | null, ApiError, ToCheckoutCarInput>({
    mutationFn: (input) => toCheckoutCar(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plan() }),
  });
}
