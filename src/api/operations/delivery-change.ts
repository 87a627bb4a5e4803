import { apiClient, envelopeData } from '#src/api/client.ts';
import { planWriteRequest, type PlanWriteOptions } from '#src/api/plan-version.ts';
import type { Plan } from '#src/api/schema-types.ts';

type DeliveryChangePath = '/autoShip/skipNextDelivery/{planId}' | '/autoShip/shipNow/{planId}';

/**
 * Skip and ship now are the same call on two paths (openapi.yaml, proposed): a POST with the plan
 * id and only the shared fields (the client adds them), answering the plan as it now is. Each
 * operation keeps its own file that names its path.
 */
export function deliveryChange(path: DeliveryChangePath) {
  return async function request(
    planId: number,
    options: PlanWriteOptions = {},
  ): Promise<Plan | null> {
    const { params, call } = planWriteRequest(planId, options);
    const { data } = await apiClient.POST(path, { params, body: {}, ...call });
    return envelopeData(data);
  };
}
