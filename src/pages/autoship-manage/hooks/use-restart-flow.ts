import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import { restartPlan } from '../../../api/operations/restart-plan.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { RESTART_RELOAD_MS } from '../../../domain/business-constants.ts';
import type { LoadingButtonState } from '../../../components/ui/loading-button/loading-button.tsx';

export interface RestartFlow {
  state: LoadingButtonState;
  restart: () => void;
}

/**
 * Spec section 4, restart: state 2 while the call runs, then 3 (the tick) and the plan reloaded
 * 1 s later; on failure back to state 1 with nothing else shown (section 8: the failure's msg is
 * not alerted). The shared restart hook reloads the plan as soon as the call succeeds, which
 * would remove the button before its tick shows, so this flow calls the request function and
 * schedules the reload itself.
 */
export function useRestartFlow(planId: number, onRestarted?: () => void): RestartFlow {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LoadingButtonState>('content');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = useMutation<unknown, ApiError, number>({
    mutationFn: (id) => restartPlan(id, { noAlert: true }),
  });

  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  function restart() {
    if (state !== 'content') return;
    setState('loading');
    mutation.mutate(planId, {
      onSuccess: () => {
        setState('done');
        onRestarted?.();
        reloadTimer.current = setTimeout(() => {
          reloadTimer.current = null;
          void queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
        }, RESTART_RELOAD_MS);
      },
      onError: () => setState('content'),
    });
  }

  return { state, restart };
}
