/**
 * One edit-mode save (spec sections 4, 7, 8): the changePlan call and its payload. Loaded at idle
 * or on the first click, not with the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { showServerMessage, unsaidFailureMessage } from '#src/api/failure-message.ts';
import { changePlanMutation } from '#src/api/operations/change-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { toChangePlanItem } from '#src/domain/plan/plan-payload.ts';
import { SAVE_FAILED_WHAT } from './save-failed-what.ts';

function changePlanItems(display: PlanDisplayData) {
  const pods = Object.values(display.pods).map((pod) => ({
    ...toChangePlanItem(pod),
    isGift: 0 as const,
  }));
  const gifts = (display.gifts ?? []).map((gift) => {
    const { product_title, ...item } = toChangePlanItem(gift);
    return { ...item, productTitle: product_title, isGift: 1 as const };
  });
  return [...pods, ...gifts].filter((item) => item.variantNum > 0);
}

/** True once the plan is saved; a failure has been told. */
export async function runEditSave(
  queryClient: QueryClient,
  save: { planId: number; display: PlanDisplayData; daySpan: number },
): Promise<boolean> {
  const mutation = changePlanMutation(queryClient, { onError: showServerMessage });
  try {
    await mutation.mutateAsync({
      planId: save.planId,
      plan: {
        orderItemList: changePlanItems(save.display),
        daySpan: save.daySpan,
        region: getStoreContext().region,
      },
    });
  } catch (error) {
    const unsaid = unsaidFailureMessage(SAVE_FAILED_WHAT, error);
    if (unsaid) showToast(unsaid);
    return false;
  }
  return true;
}
