import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { failureMessage } from '#src/api/failure-message.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { PLAN_CHANGE_REDIRECT_MS } from '#src/domain/business-constants.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';

import { SAVE_FAILED_WHAT } from './save-failed-what.ts';

// Loaded at idle or on the first click: first paint does not need it.
const loadEditSaveAttempt = loadOnce(() => import('./edit-save-attempt.ts'));

/**
 * Edit-mode save (spec sections 4, 7, 8): changePlan, the success tick, then the account page
 * about 2 s later. Single-flight: one click is one changePlan.
 */
export function useEditSave(planId: number, display: PlanDisplayData | null, daySpan: number) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  usePreloadWhenIdle(loadEditSaveAttempt);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function save() {
    if (!display || done) return;
    let runEditSave;
    try {
      ({ runEditSave } = await loadEditSaveAttempt());
    } catch (error) {
      // Nothing was sent; the next click retries the download.
      showToast(failureMessage(SAVE_FAILED_WHAT, error));
      return;
    }
    if (!(await runEditSave(queryClient, { planId, display, daySpan }))) return;
    setDone(true);
    timer.current = setTimeout(() => navigate(APP_PATHS.manage), PLAN_CHANGE_REDIRECT_MS);
  }

  const state: LoadingButtonState = done ? 'done' : flight.busy ? 'loading' : 'content';
  return { save: () => void flight.run(save), state, locked: state !== 'content' };
}
