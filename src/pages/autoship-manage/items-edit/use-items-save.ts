import { useQueryClient } from '@tanstack/react-query';
import {
  failureMessage,
  showServerMessage,
  unsaidFailureMessage,
} from '#src/api/failure-message.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { savePlanChange } from '#src/features/plan/save-plan-change.ts';
import { planAsItNowIs, shownPlan, writePlan } from '#src/features/plan/plan-write.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { t } from '#src/domain/i18n/translate.ts';

const WHAT = 'failure.what.saveChanges';

/**
 * How a save ended: saved (the plan has reloaded); refused because the plan changed meanwhile,
 * with the plan as it now is (the editor shows it, with the shopper's changes made to it again);
 * gone (the plan no longer exists: said, and the page shows no plan); or failed (said).
 */
export type ItemsSaveOutcome =
  { kind: 'saved' } | { kind: 'changed'; current: Plan } | { kind: 'gone' } | { kind: 'failed' };

/**
 * The edited items saved as every plan change is (spec sections 7 and 8, the review page's
 * edit-mode save): changePlan with the pods and the gifts apart, ids and quantities as numbers,
 * no image, the plan's own interval, made from `base` (plan-write.ts), then the plan reloaded;
 * single-flight, so one click is one request. A failure shows the server's msg, or our sentence
 * when it sent none or its meaning is ours to say; the editor stays open on what was chosen.
 */
export function useItemsSave(base: Plan, daySpan: number) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();

  async function save(display: PlanDisplayData): Promise<ItemsSaveOutcome> {
    try {
      await writePlan(queryClient, base, (planVersion) =>
        savePlanChange(queryClient, base.planId, display, daySpan, planVersion),
      );
    } catch (error) {
      const refusal = await planAsItNowIs(queryClient, error);
      const current = shownPlan(queryClient);
      // No plan left: the page says why itself, and the editor goes with the plan.
      if (refusal !== null && !current) return { kind: 'gone' };
      if (refusal === 'changed' && current) return { kind: 'changed', current };
      if (refusal !== null) {
        showToast(failureMessage(WHAT, error));
        return { kind: 'failed' };
      }
      showServerMessage(error);
      const unsaid = unsaidFailureMessage(WHAT, error);
      if (unsaid) showToast(unsaid);
      return { kind: 'failed' };
    }
    showToast(t('catalogue.updateSuccess'), { tone: 'success' });
    return { kind: 'saved' };
  }

  return {
    busy: flight.busy,
    /** undefined when a save is already running (the click is ignored). */
    save: (display: PlanDisplayData) => flight.run(() => save(display)),
  };
}
