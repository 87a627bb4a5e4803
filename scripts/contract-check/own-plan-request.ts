/**
 * A write's request carrying a plan's own values: each body field the Plan schema also names is
 * sent as the plan holds it, where the operation's request schema takes that value (a date-time
 * where the request wants a calendar day keeps the sample's day). A plan field the contract adds,
 * and a write that sends it, are put back and sent unchanged with no edit here.
 */
import type { OperationId } from '#mocks/operations.ts';
import { validateRequestBody } from '#scripts/contract/openapi-validator.ts';
import {
  SAMPLE_REQUESTS,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import { isObject } from './json-object.ts';
import type { PlanData } from './plan-compare.ts';
import { planFields } from './plan-schema.ts';

export function ownPlanRequest(
  operationId: OperationId,
  context: SampleContext,
  plan: PlanData,
): SampleRequest {
  const sample = SAMPLE_REQUESTS[operationId](context);
  if (!isObject(sample.body) || sample.mediaType === 'multipart/form-data') return sample;
  const body: Record<string, unknown> = { ...sample.body };
  for (const field of planFields()) {
    if (!(field in body) || plan[field] === undefined) continue;
    const own = { ...body, [field]: plan[field] };
    if (validateRequestBody(operationId, own).valid) body[field] = plan[field];
  }
  return { ...sample, body };
}
