import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { CheckoutResult, ToCheckoutCarBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

export type ToCheckoutCarInput = BodyInput<ToCheckoutCarBody>;

/**
 * POST /autoShip/toCheckoutCar: one step of the review checkout sequence, so no mutation hook.
 */
export async function toCheckoutCar(
  input: ToCheckoutCarInput,
  options: CallOptions = {},
): Promise<CheckoutResult | null> {
  const { data } = await apiClient.POST('/autoShip/toCheckoutCar', {
    body: input,
    ...options,
  });
  return envelopeData(data);
}
