import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { showServerMessage, unsaidFailureMessage } from '#src/api/failure-message.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { PLAN_CHANGE_REDIRECT_MS } from '#src/domain/business-constants.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { savePlanChange } from '#src/features/plan/save-plan-change.ts';
import { SAVE_FAILED_WHAT } from './save-failed-what.ts';

/**
 * Edit-mode save (spec sections 4, 7, 8): changePlan, the success tick, then the account page
 * about 2 s later. Single-flight: one click is one changePlan.
 */
export function useEditSave(planId: number, display: PlanDisplayData | null, daySpan: number) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function save() {
    if (!display || done) return;
    try {
      await savePlanChange(queryClient, planId, display, daySpan);
    } catch (error) {
      showServerMessage(error);
      const unsaid = unsaidFailureMessage(SAVE_FAILED_WHAT, error);
      if (unsaid) showToast(unsaid);
      return;
    }
    setDone(true);
    timer.current = setTimeout(() => navigate(APP_PATHS.manage), PLAN_CHANGE_REDIRECT_MS);
  }

  const state: LoadingButtonState = done ? 'done' : flight.busy ? 'loading' : 'content';
  return { save: () => void flight.run(save), state, locked: state !== 'content' };
}
