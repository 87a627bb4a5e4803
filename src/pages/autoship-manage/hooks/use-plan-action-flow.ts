import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#src/api/api-error.ts';
import {
  failureMessage,
  offlineFailureMessage,
  serverOrFailureMessage,
} from '#src/api/failure-message.ts';
import { usePausePlanMutation } from '#src/api/operations/pause-plan.ts';
import { useTerminatePlanMutation } from '#src/api/operations/terminate-plan.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { planAsItNowIs, shownPlan, writePlan } from '#src/features/plan/plan-write.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import type { DialogAction, PlanAction } from '#src/pages/autoship-manage/plan-action.ts';
import { t } from '#src/domain/i18n/translate.ts';

/** What failed, in the failure message that names its cause (`failureMessage`). */
const FAILED_WHAT = {
  pause: 'failure.what.pausePlan',
  delete: 'failure.what.deletePlan',
} as const;

export interface PlanActionFlow {
  /** What the dialog shows (an action waiting for confirmation), or null when it is closed. */
  pending: DialogAction | null;
  /** A confirmed pause or delete is running (it may go on after the dialog is closed). */
  busy: boolean;
  /** Which one, while it runs. */
  running: PlanAction | null;
  ask: (action: DialogAction) => void;
  close: () => void;
  confirm: (action: PlanAction) => void;
}

export interface PlanActionFlowOptions {
  /** The plan the page shows: what a confirmed action is made from (plan-write.ts). */
  plan: Plan | null;
  /** Called when the shopper confirms, before the call (tracking). */
  onConfirm?: (action: PlanAction) => void;
  /** Called once the call succeeded and the plan has been reloaded. */
  onDone?: (action: PlanAction) => void;
  /** Delete only: what else goes with the plan (the locally stored plan data). */
  onDeleted?: () => void;
}

/** What the shopper is told: nothing for a quiet pause failure (spec section 8), or a sentence. */
function failureText(action: PlanAction, error: unknown, refused: boolean): string | null {
  if (isApiError(error) && error.kind === 'unauthorized') return null; // on the way to login
  // A refusal whose meaning we know is said for both: it is not a failure of the call.
  if (refused) return failureMessage(FAILED_WHAT[action], error);
  // Delete shows the server's msg or names the cause; a pause only says it was never sent.
  return action === 'delete'
    ? serverOrFailureMessage(FAILED_WHAT.delete, error)
    : offlineFailureMessage(FAILED_WHAT.pause, error);
}

/**
 * Pause and delete through one dialog (spec section 4); the plan reloads after a failure too, as a
 * timed-out pause may have happened. Section 8: pause fails silently, delete shows the `msg`;
 * a refusal whose meaning we know (the plan gone, changed or not active any more) is said in our
 * words for both. A delete of a plan another tab or device already deleted is done.
 */
export function usePlanActionFlow({
  plan,
  onConfirm,
  onDone,
  onDeleted,
}: PlanActionFlowOptions): PlanActionFlow {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DialogAction | null>(null);
  const pause = usePausePlanMutation();
  const terminate = useTerminatePlanMutation();
  const { run, busy } = useSingleFlight();
  const [running, setRunning] = useState<PlanAction | null>(null);

  function confirm(action: PlanAction) {
    if (!plan) return;
    const mutation = action === 'pause' ? pause : terminate;
    const started = run(async () => {
      setRunning(action);
      onConfirm?.(action);
      try {
        await writePlan(queryClient, plan, (planVersion) =>
          mutation.mutateAsync({ planId: plan.planId, planVersion }),
        );
        return null;
      } catch (error) {
        return { error, refusal: await planAsItNowIs(queryClient, error) };
      }
    });
    void started?.then((failed) => {
      setPending(null);
      const planLeft = shownPlan(queryClient) !== null;
      if (failed === null || (action === 'delete' && failed.refusal === 'gone' && !planLeft)) {
        if (action === 'delete') onDeleted?.();
        if (failed !== null) showToast(t('manage.delete.alreadyGone'));
        onDone?.(action);
        return;
      }
      const { error, refusal } = failed;
      // No plan left: the page says why itself.
      if (refusal !== null && !planLeft) return;
      const message = failureText(action, error, refusal !== null);
      if (message !== null) showToast(message);
      if (refusal === null && !(isApiError(error) && error.kind === 'unauthorized')) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
      }
    });
  }

  return {
    pending,
    busy,
    running: busy ? running : null,
    ask: setPending,
    close: () => setPending(null),
    confirm,
  };
}
