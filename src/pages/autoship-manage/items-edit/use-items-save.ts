import { showServerMessage, unsaidFailureMessage } from '#src/api/failure-message.ts';
import { useChangePlanMutation } from '#src/api/operations/change-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { changePlanItems } from '#src/domain/plan/plan-payload.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { t } from '#src/domain/i18n/en/items-edit.ts';

/**
 * The edited items saved as every plan change is (spec sections 7 and 8, the review page's
 * edit-mode save): changePlan with the pods and the gifts apart, ids and quantities as numbers,
 * no image, the plan's own interval; single-flight, so one click is one request. The mutation
 * reloads the plan before it settles. A failure shows the server's msg, or our sentence when it
 * sent none, and resolves false: the editor stays open on what the shopper chose.
 */
export function useItemsSave(planId: number, daySpan: number) {
  const mutation = useChangePlanMutation({ onError: showServerMessage });
  const flight = useSingleFlight();

  async function save(display: PlanDisplayData): Promise<boolean> {
    try {
      await mutation.mutateAsync({
        planId,
        plan: {
          orderItemList: changePlanItems(display),
          daySpan,
          region: getStoreContext().region,
        },
      });
    } catch (error) {
      const unsaid = unsaidFailureMessage('failure.what.saveChanges', error);
      if (unsaid) showToast(unsaid);
      return false;
    }
    showToast(t('catalogue.updateSuccess'), { tone: 'success' });
    return true;
  }

  return {
    busy: flight.busy,
    /** undefined when a save is already running (the click is ignored). */
    save: (display: PlanDisplayData) => flight.run(() => save(display)),
  };
}
