/**
 * What a write step sends and what it stops when it does not take effect (write-phase.ts): the
 * interval or date the step asks for, and the later steps that need the state it was to make.
 */
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { calendarDate, type SampleContext } from '#scripts/contract/sample-requests.ts';
import type { OperationFlags } from './operation-flags.ts';
import { sendsDate, type WriteStep } from './probe-plan.ts';
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

/** The context of a step: another interval, or a date out of the range the contract allows. */
export function stepContext(step: WriteStep, context: SampleContext, plan: PlanData | null) {
  if (step.otherDaySpan) return { ...context, daySpan: otherDaySpan(context.daySpan) };
  const span = typeof plan?.daySpan === 'number' ? plan.daySpan : context.daySpan;
  if (step.outOfRange === undefined) {
    if (!sendsDate(step.operationId) || span >= context.daySpan) return context;
    // The plan's own date, within the range of the interval the plan has now.
    const last = calendarDate(Date.now() + span * DAY_MS);
    return context.nextPayDate > last ? { ...context, nextPayDate: last } : context;
  }
  // Beyond any interval the plan may have now (its own, the other one changePlan wrote).
  const longest = Math.max(span, context.daySpan, otherDaySpan(context.daySpan));
  const days = step.outOfRange === 'past' ? -3 : longest + 3;
  return { ...context, nextPayDate: calendarDate(Date.now() + days * DAY_MS) };
}
