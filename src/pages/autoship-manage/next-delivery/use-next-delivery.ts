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
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';

/** openapi.yaml: a plan that is not active answers 5003; a date out of range answers 4000. */
const PLAN_STATE_CODE = 5003;
const BAD_REQUEST_CODE = 4000;

export type DeliveryAction = 'skip' | 'shipNow' | 'date';
export type Outcome = 'done' | 'notActive' | 'failed' | 'range';

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
   * page shows the server's answer, 'notActive' once it shows the plan no longer active (both
   * said in a toast), 'failed' (said), or 'range' when the backend refused the date as out of
   * range (the form says so).
   */
  start: (action: DeliveryAction, date?: string) => Promise<Outcome> | undefined;
}

function code(error: unknown): number | null {
  return isApiError(error) && error.kind === 'envelope' ? error.code : null;
}

/**
 * Skip, ship now and another date: the answer is the plan as the server now has it, which
 * becomes the page's plan as it is (no refetch, no local arithmetic).
 */
export function useNextDelivery(planId: number): NextDeliveryFlow {
  const queryClient = useQueryClient();
  const { run, busy } = useSingleFlight();
  const [running, setRunning] = useState<DeliveryAction | null>(null);

  function call(action: DeliveryAction, date: string): Promise<Plan | null> {
    if (action === 'skip') return skipNextDelivery(planId);
    if (action === 'shipNow') return shipNow(planId);
    return changeNextPayDt(planId, date);
  }

  function start(action: DeliveryAction, date = '') {
    return run(async (): Promise<Outcome> => {
      setRunning(action);
      try {
        const plan = await call(action, date);
        queryClient.setQueryData(queryKeys.plan(), plan);
        const shown = editModePayDate(plan?.nextPayDt);
        if (shown) showToast(t('nextDelivery.updated', { date: shown }), { tone: 'success' });
        return 'done';
      } catch (error) {
        if (action === 'date' && code(error) === BAD_REQUEST_CODE) return 'range';
        if (code(error) === PLAN_STATE_CODE) {
          showToast(t('nextDelivery.notActive'));
          void queryClient.invalidateQueries({ queryKey: queryKeys.plan() });
          return 'notActive';
        }
        if (failureCause(error) !== 'session-ended') {
          showToast(`${t(FAILED[action])} ${failureCauseSentence(error)}`);
        }
        return 'failed';
      }
    });
  }

  return { running: busy ? running : null, start };
}
