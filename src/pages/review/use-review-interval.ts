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
 * The review's interval and the pay date it moves (spec sections 2 and 4): the shopper's choice,
 * else the reviewed plan's; unknown values fall back to the first option. Edit mode asks the
 * server for the next pay date of a new interval; create mode works it out from today.
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
  // The plan's own date belongs to its old interval: showing it for the new one would promise a
  // date the account page will not show after saving. The failure is said, with its cause.
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
