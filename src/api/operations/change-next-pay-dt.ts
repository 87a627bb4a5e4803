import { apiClient, envelopeData } from '#src/api/client.ts';
import { planWriteRequest, type PlanWriteOptions } from '#src/api/plan-version.ts';
import type { Plan } from '#src/api/schema-types.ts';

/** POST /autoShip/changeNextPayDt/{planId} (proposed): the next delivery on `date` (YYYY-MM-DD). */
export async function changeNextPayDt(
  planId: number,
  date: string,
  options: PlanWriteOptions = {},
): Promise<Plan | null> {
  const { params, call } = planWriteRequest(planId, options);
  const { data } = await apiClient.POST('/autoShip/changeNextPayDt/{planId}', {
    params,
    body: { nextPayDt: date },
    ...call,
  });
  return envelopeData(data);
}
