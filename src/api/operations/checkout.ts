import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import type { CheckoutAnswer, CheckoutBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

/** Items, daySpan, optional planId and the address request; the shared fields are added by the client. */
export type CheckoutInput = BodyInput<CheckoutBody>;

// Every POST operation has this shape (docs/decisions/008): only the typed path, body and
// answer differ, which is what the contract's types check, so it is not folded any further.
/**
 * POST /autoShip/checkout: `worldPayUrl` to send the browser to, or `noInventoryList`. A 5052
 * failure rejects with `ApiError` code 5052 (the review page reloads after 2 s).
 */
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
