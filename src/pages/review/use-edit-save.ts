import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  failureMessage,
  showServerMessage,
  unsaidFailureMessage,
} from '#src/api/failure-message.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { PLAN_CHANGE_REDIRECT_MS } from '#src/domain/business-constants.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { savePlanChange } from '#src/features/plan/save-plan-change.ts';
import { planAsItNowIs, shownPlan, writePlan } from '#src/features/plan/plan-write.ts';
import { t } from '#src/domain/i18n/translate.ts';
import { SAVE_FAILED_WHAT } from './save-failed-what.ts';

/**
 * Edit-mode save (spec sections 4, 7, 8): changePlan, the success tick, then the account page
 * about 2 s later. Single-flight: one click is one changePlan. It is made from the plan as this
 * page first read it (plan-write.ts): a plan changed since (another tab, another device) is not
 * replaced unasked; the shopper is told, and a second Save replaces it with what they see.
 */
export function useEditSave(plan: Plan | null, display: PlanDisplayData | null, daySpan: number) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const [done, setDone] = useState(false);
  const [base, setBase] = useState<Plan | null>(plan);
  if (base === null && plan !== null) setBase(plan);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function refused(error: unknown): Promise<boolean> {
    const refusal = await planAsItNowIs(queryClient, error);
    if (refusal === null) return false;
    const now = shownPlan(queryClient);
    if (refusal === 'changed' && now) {
      setBase(now);
      showToast(t('review.changedElsewhere'));
    } else showToast(failureMessage(SAVE_FAILED_WHAT, error));
    return true;
  }

  async function save() {
    if (!display || !base || done) return;
    try {
      await writePlan(queryClient, base, (planVersion) =>
        savePlanChange(queryClient, base.planId, display, daySpan, planVersion),
      );
    } catch (error) {
      if (await refused(error)) return;
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
