import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { CompleteInfoBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';
import { getStoreContext } from '#src/api/store-context.ts';

/** addressId 0 for a new address. */
export type CompleteInfoInput = BodyInput<CompleteInfoBody, 'customerId'>;

/** One step of the review checkout sequence, which leaves the page: no mutation hook. */
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
