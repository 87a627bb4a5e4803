import { useState } from 'react';
import { failureMessage } from '#src/api/failure-message.ts';
import { useNextPayDateQuery } from '#src/api/operations/query-next-pay-dt.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import { createModePayDate, editModePayDate, resolveInterval } from '#src/domain/dates/pay-date.ts';
import { daySpanOf } from '#src/domain/plan/plan-display.ts';
import type { ReviewMode } from '#src/domain/plan/plan-status.ts';
import { storeDaySpan } from './review-items.ts';

/**
 * Spec sections 2 and 4: edit mode asks the server for the new pay date; create mode computes it.
 */
export function useReviewInterval(mode: ReviewMode, plan: Plan | null, reviewedDaySpan?: number) {
  const config = getAutoshipConfig();
  const [chosenDays, setChosenDays] = useState<number | null>(null);
  const { daySpan } = resolveInterval(
    chosenDays ?? reviewedDaySpan ?? config.defaultDaySpan,
    config.intervalOptions,
  );
  const planId = plan?.planId ?? 0;
  const serverDaySpan = plan ? daySpanOf(plan) : null;
  const askPayDate = mode === 'edit' && planId > 0 && daySpan !== serverDaySpan;
  const payDateQuery = useNextPayDateQuery(planId, daySpan, { enabled: askPayDate });
  const payDate =
    mode === 'create'
      ? createModePayDate(new Date(), daySpan)
      : askPayDate && payDateQuery.isPending
        ? ''
        : ((askPayDate ? editModePayDate(payDateQuery.data) : null) ??
          editModePayDate(plan?.nextPayDt) ??
          '');
  // The plan's own date belongs to its old interval: showing it would promise a wrong date.
  const payDateProblem =
    askPayDate && payDateQuery.isError
      ? failureMessage('failure.what.payDate', payDateQuery.error, { days: daySpan })
      : null;

  function choose(days: number) {
    setChosenDays(days);
    storeDaySpan(days);
  }

  return { daySpan, payDate, payDateProblem, choose };
}
