import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, offlineFailureMessage } from '#src/api/failure-message.ts';
import { useRestartPlanMutation } from '#src/api/operations/restart-plan.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import { planAsItNowIs, shownPlan, writePlan } from '#src/features/plan/plan-write.ts';
import { RESTART_RELOAD_MS } from '#src/domain/business-constants.ts';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';

export interface RestartFlow {
  state: LoadingButtonState;
  restart: () => void;
}

export interface RestartFlowOptions {
  /** Called once per restart actually started (tracking), never for an ignored click. */
  onStart?: () => void;
  /** Called when the call succeeded, as the tick shows. */
  onRestarted?: () => void;
}

const WHAT = 'failure.what.restartPlan';

/**
 * Spec section 4's restart states, failing silently (section 8) unless offline (nothing was sent)
 * or refused for a reason we know (the plan gone, changed or no longer paused: said, and the plan
 * shown as it now is). The reload waits for the 1 s tick (`invalidate: false`), and the button
 * returns to state 1 after it, whatever the server says. `plan` is the plan the page shows, what
 * the restart is made from (plan-write.ts).
 */
export function useRestartFlow(
  plan: Plan | null,
  { onStart, onRestarted }: RestartFlowOptions = {},
): RestartFlow {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LoadingButtonState>('content');
  const { run } = useSingleFlight();
  const mounted = useRef(true);
  const mutation = useRestartPlanMutation({ invalidate: false });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function restart() {
    if (!plan) return;
    const started = run(async () => {
      onStart?.();
      setState('loading');
      await writePlan(queryClient, plan, (planVersion) =>
        mutation.mutateAsync({ planId: plan.planId, planVersion }),
      );
      setState('done');
      onRestarted?.();
      await new Promise((resolve) => setTimeout(resolve, RESTART_RELOAD_MS));
      if (mounted.current) await queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
    });
    started?.then(
      () => setState('content'),
      async (error: unknown) => {
        setState('content');
        if ((await planAsItNowIs(queryClient, error)) !== null) {
          // No plan left: the page says why itself.
          if (shownPlan(queryClient)) showToast(failureMessage(WHAT, error));
          return;
        }
        const offline = offlineFailureMessage(WHAT, error);
        if (offline) showToast(offline);
      },
    );
  }

  return { state, restart };
}
