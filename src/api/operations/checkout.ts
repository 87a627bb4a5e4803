import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { CheckoutAnswer, CheckoutBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

export type CheckoutInput = BodyInput<CheckoutBody>;

/** POST /autoShip/checkout; a 5052 rejects with `ApiError` code 5052 (the review page reloads). */
export async function checkout(
  input: CheckoutInput,
  options: CallOptions = {},
): Promise<CheckoutAnswer | null> {
  const { data } = await apiClient.POST('/autoShip/checkout', {
    body: input,
    ...options,
  });
  return envelopeData(data);
}
