import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#src/api/api-error.ts';
import { failureCause, failureCauseSentence } from '#src/api/failure-message.ts';
import { changeNextPayDt } from '#src/api/operations/change-next-pay-dt.ts';
import { shipNow } from '#src/api/operations/ship-now.ts';
import { skipNextDelivery } from '#src/api/operations/skip-next-delivery.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { planAsItNowIs, shownPlan, writePlan } from '#src/features/plan/plan-write.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';

/** openapi.yaml: a date out of range answers 4000. */
const BAD_REQUEST_CODE = 4000;

export type DeliveryAction = 'skip' | 'shipNow' | 'date';
/**
 * 'refused': the plan is gone or no longer active, said, and the page shows it as it now is;
 * 'changed': it changed meanwhile (said; the dialog shows it as it now is, what was typed kept).
 */
export type Outcome = 'done' | 'refused' | 'changed' | 'failed' | 'range';

const FAILED: Record<DeliveryAction, Key> = {
  skip: 'nextDelivery.failed.skip',
  shipNow: 'nextDelivery.failed.shipNow',
  date: 'nextDelivery.failed.date',
};

export interface NextDeliveryFlow {
  /** The action whose call is running, or null. */
  running: DeliveryAction | null;
  /**
   * Starts `action` unless one is running (one click, one request). Resolves 'done' once the
   * page shows the server's answer, 'refused' or 'changed' once it shows the plan as it now is
   * (all said in a toast), 'failed' (said), or 'range' when the backend refused the date as out
   * of range (the form says so).
   */
  start: (action: DeliveryAction, date?: string) => Promise<Outcome> | undefined;
}

function code(error: unknown): number | null {
  return isApiError(error) && error.kind === 'envelope' ? error.code : null;
}

/**
 * Skip, ship now and another date, made from `plan`, the plan the page shows (plan-write.ts): the
 * answer is the plan as the server now has it, which becomes the page's plan as it is (no
 * refetch, no local arithmetic).
 */
export function useNextDelivery(plan: Plan | null): NextDeliveryFlow {
  const queryClient = useQueryClient();
  const { run, busy } = useSingleFlight();
  const [running, setRunning] = useState<DeliveryAction | null>(null);

  function call(base: Plan, action: DeliveryAction, date: string): Promise<Plan | null> {
    return writePlan(queryClient, base, (planVersion) => {
      if (action === 'skip') return skipNextDelivery(base.planId, { planVersion });
      if (action === 'shipNow') return shipNow(base.planId, { planVersion });
      return changeNextPayDt(base.planId, date, { planVersion });
    });
  }

  async function failed(action: DeliveryAction, error: unknown): Promise<Outcome> {
    if (action === 'date' && code(error) === BAD_REQUEST_CODE) return 'range';
    const refusal = await planAsItNowIs(queryClient, error);
    // No plan left: the page says why itself.
    const said = refusal === null || shownPlan(queryClient) !== null;
    if (said && failureCause(error) !== 'session-ended') {
      showToast(`${t(FAILED[action])} ${failureCauseSentence(error)}`);
    }
    if (refusal === null) return 'failed';
    return refusal === 'changed' ? 'changed' : 'refused';
  }

  function start(action: DeliveryAction, date = '') {
    if (!plan) return undefined;
    return run(async (): Promise<Outcome> => {
      setRunning(action);
      try {
        const answered = await call(plan, action, date);
        queryClient.setQueryData(queryKeys.plan(), answered);
        const shown = editModePayDate(answered?.nextPayDt);
        if (shown) showToast(t('nextDelivery.updated', { date: shown }), { tone: 'success' });
        return 'done';
      } catch (error) {
        return failed(action, error);
      }
    });
  }

  return { running: busy ? running : null, start };
}
