import { useQueryClient } from '@tanstack/react-query';
import { showServerMessage, unsaidFailureMessage } from '#src/api/failure-message.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { savePlanChange } from '#src/features/plan/save-plan-change.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * The edited items saved as every plan change is (spec sections 7 and 8, the review page's
 * edit-mode save): changePlan with the pods and the gifts apart, ids and quantities as numbers,
 * no image, the plan's own interval, then the plan reloaded; single-flight, so one click is one
 * request. A failure shows the server's msg, or our sentence when it sent none, and resolves
 * false: the editor stays open on what the shopper chose.
 */
export function useItemsSave(planId: number, daySpan: number) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();

  async function save(display: PlanDisplayData): Promise<boolean> {
    try {
      await savePlanChange(queryClient, planId, display, daySpan);
    } catch (error) {
      showServerMessage(error);
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
