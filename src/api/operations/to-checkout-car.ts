import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import type { CheckoutResult, ToCheckoutCarBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

/** Items, daySpan and (when rebuilding) planId; the shared fields are added by the client. */
export type ToCheckoutCarInput = BodyInput<ToCheckoutCarBody>;

// Every POST operation has this shape (docs/decisions/008): only the typed path, body and
// answer differ, which is what the contract's types check, so it is not folded any further.
/**
 * POST /autoShip/toCheckoutCar: builds or rebuilds the plan; `noInventoryList` lists what is out
 * of stock. Called as one step of the review page's checkout sequence (use-review-checkout.ts),
 * so it has no mutation hook.
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
