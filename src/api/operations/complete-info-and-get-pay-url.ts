import { apiClient, type CallOptions } from '#src/api/client.ts';
import { envelopeData } from '#src/api/envelope-data.ts';
import type { CompleteInfoBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/** The address request (addressId 0 for a new address); customerId defaults to the context's. */
export type CompleteInfoInput = BodyInput<CompleteInfoBody, 'customerId'>;

/**
 * POST /autoShip/completeInfoAndGetPayUrl: the hosted payment page URL the browser goes to.
 * Called as one step of the review page's checkout sequence (use-review-checkout.ts), which
 * leaves the page, so it has no mutation hook.
 */
export async function completeInfoAndGetPayUrl(
  input: CompleteInfoInput,
  options: CallOptions = {},
): Promise<string | null> {
  const { data } = await apiClient.POST('/autoShip/completeInfoAndGetPayUrl', {
    body: { ...input, customerId: input.customerId ?? getStoreContext().customerId },
    ...options,
  });
  return envelopeData(data);
}
