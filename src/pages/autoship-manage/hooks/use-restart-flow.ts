import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { offlineFailureMessage } from '#src/api/failure-message.ts';
import { useRestartPlanMutation } from '#src/api/operations/restart-plan.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { queryKeys } from '#src/api/query-keys.ts';
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

/**
 * Spec section 4's restart states, failing silently (section 8) unless offline (nothing was sent). The reload waits for the 1 s tick
 * (`invalidate: false`), and the button returns to state 1 after it, whatever the server says.
 */
export function useRestartFlow(
  planId: number,
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
    const started = run(async () => {
      onStart?.();
      setState('loading');
      await mutation.mutateAsync(planId);
      setState('done');
      onRestarted?.();
      await new Promise((resolve) => setTimeout(resolve, RESTART_RELOAD_MS));
      if (mounted.current) await queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
    });
    started?.then(
      () => setState('content'),
      (error: unknown) => {
        setState('content');
        const offline = offlineFailureMessage('failure.what.restartPlan', error);
        if (offline) showToast(offline);
      },
    );
  }

  return { state, restart };
}
