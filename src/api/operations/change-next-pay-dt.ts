import { apiClient, envelopeData, type CallOptions } from '#src/api/client.ts';
import type { Plan } from '#src/api/schema-types.ts';

/** POST /autoShip/changeNextPayDt/{planId} (proposed): the next delivery on `date` (YYYY-MM-DD). */
export async function changeNextPayDt(
  planId: number,
  date: string,
  options: CallOptions = {},
): Promise<Plan | null> {
  const { data } = await apiClient.POST('/autoShip/changeNextPayDt/{planId}', {
    params: { path: { planId } },
    body: { nextPayDt: date },
    ...options,
  });
  return envelopeData(data);
}
