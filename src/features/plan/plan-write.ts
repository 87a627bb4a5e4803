/**
 * Every plan write goes through here, so none silently replaces a plan newer than the one the
 * shopper acted on: not one another tab of this browser saved (this tab has re-read it, see
 * src/app/plan-across-tabs.ts), nor one another device saved (the backend refuses the write's
 * `planVersion`, openapi.yaml "Plan version", proposed). The refusals are said in our words
 * (src/api/failure-message.ts), and the page then shows the plan as it now is.
 */
import type { QueryClient } from '@tanstack/react-query';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';
import { PlanRefusedHere, planRefusal, type PlanRefusal } from '#src/api/plan-refusal.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { samePlanRevision } from '#src/domain/plan/plan-revision.ts';
import { hasPlan } from '#src/domain/plan/plan-status.ts';

/** The plan as this tab knows it now: a re-read already under way (another tab wrote) is awaited. */
export function currentPlan(queryClient: QueryClient): Promise<Plan | null> {
  return queryClient.fetchQuery({
    ...autoShipPlanQueryOptions(),
    staleTime: (query) => (query.state.fetchStatus === 'fetching' ? 0 : Infinity),
  });
}

/**
 * Sends `write` with the version of `base`, the plan the shopper acted on, unless this tab knows
 * the plan has changed or gone since: then nothing is sent and it rejects with PlanRefusedHere.
 */
export async function writePlan<T>(
  queryClient: QueryClient,
  base: Plan,
  write: (planVersion: string | undefined) => Promise<T>,
): Promise<T> {
  const current = await currentPlan(queryClient);
  if (current === null || current.planId !== base.planId) throw new PlanRefusedHere('gone');
  if (!samePlanRevision(base, current)) throw new PlanRefusedHere('changed');
  return write(base.version);
}

/**
 * A refusal whose meaning we know (no such plan, not in a state for this, changed meanwhile), or
 * null for any other failure. The backend's refusal re-reads the plan, awaited, so the page shows
 * it as it now is; one refused here already has it.
 */
export async function planAsItNowIs(
  queryClient: QueryClient,
  error: unknown,
): Promise<PlanRefusal | null> {
  const refusal = planRefusal(error);
  if (refusal !== null && !(error instanceof PlanRefusedHere)) {
    await queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
  }
  return refusal;
}

/**
 * The plan the pages show now, or null when there is none: after a refusal, a plan gone from the
 * account page is said by the page itself, once (its use-plan-gone-notice.ts).
 */
export function shownPlan(queryClient: QueryClient): Plan | null {
  const plan = queryClient.getQueryData<Plan | null>(queryKeys.plan());
  return hasPlan(plan) ? plan : null;
}
