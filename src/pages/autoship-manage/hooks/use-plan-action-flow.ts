import { useState } from 'react';
import { usePausePlanMutation } from '../../../api/operations/pause-plan.ts';
import { useTerminatePlanMutation } from '../../../api/operations/terminate-plan.ts';
import type { PlanAction } from '../components/confirm-plan-action-dialog.tsx';

export interface PlanActionFlow {
  /** The action waiting in the confirmation dialog, or null when it is closed. */
  pending: PlanAction | null;
  busy: boolean;
  ask: (action: PlanAction) => void;
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

/**
 * Pause and delete through one confirmation dialog (spec section 4). The shared mutations reload
 * the plan before they settle, so when the dialog closes the page already shows the new state
 * (paused, or the no-plan view). A failure only closes the dialog and unlocks the page: section 8
 * says pause failures show nothing else, and delete is treated the same way (noAlert).
 */
export function usePlanActionFlow({
  planId,
  onConfirm,
  onDone,
  onDeleted,
}: PlanActionFlowOptions): PlanActionFlow {
  const [pending, setPending] = useState<PlanAction | null>(null);
  const pause = usePausePlanMutation({ noAlert: true });
  const terminate = useTerminatePlanMutation({ noAlert: true });
  const busy = pause.isPending || terminate.isPending;

  function confirm(action: PlanAction) {
    if (busy) return;
    onConfirm?.(action);
    const mutation = action === 'pause' ? pause : terminate;
    mutation.mutate(planId, {
      onSuccess: () => {
        if (action === 'delete') onDeleted?.();
        setPending(null);
        onDone?.(action);
      },
      onError: () => setPending(null),
    });
  }

  return {
    pending,
    busy,
    ask: (action) => {
      if (!busy) setPending(action);
    },
    close: () => {
      if (!busy) setPending(null);
    },
    confirm,
  };
}
