import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, serverMessageOf } from '#src/api/api-error.ts';
import { failureMessage, offlineFailureMessage } from '#src/api/failure-message.ts';
import { usePausePlanMutation } from '#src/api/operations/pause-plan.ts';
import { useTerminatePlanMutation } from '#src/api/operations/terminate-plan.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import type { DialogAction, PlanAction } from '#src/pages/autoship-manage/plan-action.ts';

/** What failed, in the failure message that names its cause (`failureMessage`). */
const DELETE_FAILED_WHAT = 'failure.what.deletePlan';

export interface PlanActionFlow {
  /** What the dialog shows (an action waiting for confirmation), or null when it is closed. */
  pending: DialogAction | null;
  /** A confirmed pause or delete is running (it may go on after the dialog is closed). */
  busy: boolean;
  ask: (action: DialogAction) => void;
  close: () => void;
  confirm: (action: PlanAction) => void;
}

export interface PlanActionFlowOptions {
  planId: number;
  /** Called when the shopper confirms, before the call (tracking). */
  onConfirm?: (action: PlanAction) => void;
  /** Called once the call succeeded and the plan has been reloaded. */
  onDone?: (action: PlanAction) => void;
  /** Delete only: what else goes with the plan (the locally stored plan data). */
  onDeleted?: () => void;
}

/** The server's own words when it sent a failure envelope, else ours, naming the cause. */
function deleteFailureMessage(error: unknown): string | null {
  if (isApiError(error) && error.kind === 'unauthorized') return null; // on the way to login
  return serverMessageOf(error) ?? failureMessage(DELETE_FAILED_WHAT, error);
}

/**
 * Pause and delete through one dialog (spec section 4); the plan reloads after a failure too, as a
 * timed-out pause may have happened. Section 8: pause fails silently, delete shows the `msg`.
 */
export function usePlanActionFlow({
  planId,
  onConfirm,
  onDone,
  onDeleted,
}: PlanActionFlowOptions): PlanActionFlow {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DialogAction | null>(null);
  const pause = usePausePlanMutation();
  const terminate = useTerminatePlanMutation();
  const { run, busy } = useSingleFlight();

  function confirm(action: PlanAction) {
    const mutation = action === 'pause' ? pause : terminate;
    const started = run(async () => {
      onConfirm?.(action);
      await mutation.mutateAsync(planId);
    });
    started?.then(
      () => {
        if (action === 'delete') onDeleted?.();
        setPending(null);
        onDone?.(action);
      },
      (error: unknown) => {
        setPending(null);
        if (action === 'delete') {
          const message = deleteFailureMessage(error);
          if (message !== null) showToast(message);
        } else {
          const offline = offlineFailureMessage('failure.what.pausePlan', error);
          if (offline) showToast(offline);
        }
        if (!isApiError(error) || error.kind !== 'unauthorized') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
        }
      },
    );
  }

  return {
    pending,
    busy,
    ask: setPending,
    close: () => setPending(null),
    confirm,
  };
}
