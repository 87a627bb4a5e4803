import type { QueryClient } from '@tanstack/react-query';
import { changePlan } from '#src/api/operations/change-plan.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { changePlanItems } from '#src/domain/plan/change-plan-items.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';

/**
 * A plan change (spec section 7: changePlan with the items, ids as numbers, no image, gifts apart,
 * and the daySpan), then the plan reloaded, so the call settles once the pages show the new state.
 * The review page's edit save and the account page's item editor both save this way, with the
 * version of the plan they were made from (src/features/plan/plan-write.ts).
 */
export async function savePlanChange(
  queryClient: QueryClient,
  planId: number,
  display: PlanDisplayData,
  daySpan: number,
  planVersion?: string,
): Promise<void> {
  await changePlan(
    planId,
    { orderItemList: changePlanItems(display), daySpan, region: getStoreContext().region },
    { planVersion },
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
}
