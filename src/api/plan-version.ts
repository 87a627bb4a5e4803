import type { CallOptions } from './client.ts';

/**
 * openapi.yaml, "Plan version" (proposed): a plan write whose path names the plan sends back the
 * `version` of the plan the shopper acted on, when the backend gave one; the backend then refuses
 * it (5007) if the plan has changed since.
 */
export interface PlanWriteOptions extends CallOptions {
  planVersion?: string | undefined;
}

/** What a plan write's hook is given: the plan and the version it was made from. */
export interface PlanWrite {
  planId: number;
  planVersion?: string | undefined;
}

/** The request's parameters (`planVersion` only when there is one) and its other options. */
export function planWriteRequest(planId: number, { planVersion, ...call }: PlanWriteOptions) {
  const query = planVersion === undefined ? {} : { query: { planVersion } };
  return { params: { path: { planId }, ...query }, call };
}
