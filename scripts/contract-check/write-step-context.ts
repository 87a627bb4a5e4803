/**
 * What a write step sends and what it stops when it does not take effect (write-phase.ts): the
 * interval or date the step asks for, and the later steps that need the state it was to make.
 */
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { calendarDate, type SampleContext } from '#scripts/contract/sample-requests.ts';
import type { OperationFlags } from './operation-flags.ts';
import { sendsDate } from './probe-plan.ts';
import type { WriteStep } from './write-steps.ts';
import type { PlanData } from './plan-compare.ts';

/**
 * Another interval than the plan's, so a changePlan that ignores it is seen; never 30, so a skip
 * that moves by a fixed 30 days is seen too.
 */
function otherDaySpan(daySpan: number): number {
  return daySpan === 60 ? 45 : 60;
}

/** Which later steps a write that did not take effect stops (those needing a plan status). */
export function dependents(
  operationId: OperationId,
  flags: Record<OperationId, OperationFlags>,
): OperationId[] {
  if (flags[operationId].planStatus !== null) {
    return OPERATION_IDS.filter((id) => flags[id].planStatus !== null);
  }
  if (operationId === 'terminatePlan') return OPERATION_IDS.filter((id) => flags[id].planScoped);
  return [];
}

const DAY_MS = 86_400_000;

/** Today's UTC midnight plus `days` days, as a calendar date. */
function dayFromToday(days: number): string {
  return calendarDate(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS);
}

/**
 * The context of a step: an interval the contract allows, another interval, or a date at the
 * edge of the range the contract allows (today to today plus the plan's interval, one day more
 * at each end by the backend's UTC calendar) or beyond it.
 */
export function stepContext(step: WriteStep, context: SampleContext, plan: PlanData | null) {
  if (step.daySpan !== undefined) return { ...context, daySpan: step.daySpan };
  if (step.otherDaySpan) return { ...context, daySpan: otherDaySpan(context.daySpan) };
  const span = typeof plan?.daySpan === 'number' ? plan.daySpan : context.daySpan;
  switch (step.dateEdge) {
    case 'first-day':
      return { ...context, nextPayDate: dayFromToday(-1) };
    case 'last-day':
      return { ...context, nextPayDate: dayFromToday(span + 1) };
    case 'past':
      return { ...context, nextPayDate: dayFromToday(-2) };
    case 'beyond': {
      // Beyond any interval the plan may have now (its own, the other one changePlan wrote).
      const longest = Math.max(span, context.daySpan, otherDaySpan(context.daySpan));
      return { ...context, nextPayDate: dayFromToday(longest + 2) };
    }
    default: {
      if (!sendsDate(step.operationId) || span >= context.daySpan) return context;
      // The plan's own date, within the range of the interval the plan has now.
      const last = calendarDate(Date.now() + span * DAY_MS);
      return context.nextPayDate > last ? { ...context, nextPayDate: last } : context;
    }
  }
}

/**
 * Near midnight UTC the backend's today may already be tomorrow's (or still yesterday's) by the
 * time a call arrives: a date at the range's edge is then not tried (the reason is in WRITES).
 */
export function nearMidnight(now: number = Date.now()): boolean {
  const intoDay = now % DAY_MS;
  return intoDay < MIDNIGHT_MARGIN_MS || DAY_MS - intoDay < MIDNIGHT_MARGIN_MS;
}

const MIDNIGHT_MARGIN_MS = 10 * 60_000;
