import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRestartPlanMutation } from '#src/api/operations/restart-plan.ts';
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
 * Spec section 4, restart: state 2 while the call runs, then 3 (the tick) and the plan reloaded
 * 1 s later; on failure back to state 1 with nothing else shown (section 8: the failure's msg is
 * not alerted). The restart hook would reload the plan as soon as the call succeeds, which would
 * remove the button before its tick shows, so this flow asks it not to (`invalidate: false`) and
 * schedules the reload itself.
 *
 * One click is one request (single-flight guard, held until the reload is done), and
 * the button always comes back to state 1 once the plan has reloaded: if the server still says
 * "paused", the shopper sees a usable button, not a tick for good; a later pause and restart in
 * the same visit work again.
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
      () => setState('content'),
    );
  }

  return { state, restart };
}
