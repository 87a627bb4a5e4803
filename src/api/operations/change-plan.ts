import { apiClient, envelopeData } from '#src/api/client.ts';
import { planWriteRequest, type PlanWriteOptions } from '#src/api/plan-version.ts';
import type { ChangePlanBody } from '#src/api/schema-types.ts';
import type { BodyInput } from '#src/api/shared-field-values.ts';

/** Items (ids as numbers, no image) and daySpan; the shared fields are added by the client. */
export type ChangePlanInput = BodyInput<ChangePlanBody>;

// Every POST operation has this shape (docs/decisions/008): only the typed path, body and
// answer differ, which is what the contract's types check, so it is not folded any further.
/** POST /autoShip/changePlan/{planId}: the answer's data is not shown in the specification. */
export async function changePlan(
  planId: number,
  input: ChangePlanInput,
  options: PlanWriteOptions = {},
): Promise<unknown> {
  const { params, call } = planWriteRequest(planId, options);
  const { data } = await apiClient.POST('/autoShip/changePlan/{planId}', {
    params,
    body: input,
    ...call,
  });
  return envelopeData(data);
}
