/**
 * The proposed delivery calls (openapi.yaml, `x-proposed`): skip the next delivery, ship it now,
 * move it to another date. Each works on an active plan only and answers the plan as it now is.
 */
import { recordOrder } from './checkout-calls.ts';
import { FAILURE, clone, daysFromNow, fail, isoDateTime, ok } from './mock-state.ts';
import type { MockStateHandle, StoreResult, StoredPlan } from './mock-state.ts';
import { existingPlan } from './plan-calls.ts';

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The plan the call names when it is active; 5003 otherwise (as pause and restart answer). */
function activePlan(context: MockStateHandle, planId: number): StoreResult<StoredPlan> {
  const plan = existingPlan(context, planId);
  if (!plan.ok) return plan;
  if (plan.data.status !== 1) {
    return fail(FAILURE.planState, "Only an active plan's next delivery can be changed");
  }
  return plan;
}

/** Midnight UTC of a YYYY-MM-DD date, or null when it is not a real date. */
function calendarDay(date: string): number | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().startsWith(date) ? time : null;
}

function todayUtc(): number {
  return Math.floor(Date.now() / DAY_MS) * DAY_MS;
}

/**
 * The dates changeNextPayDt takes: today to today plus the interval, with one day more at each end
 * (openapi.yaml: the shopper's today may be the backend's yesterday or tomorrow).
 */
function nextPayDtRange(daySpan: number): { first: number; last: number } {
  const today = todayUtc();
  return { first: today - DAY_MS, last: today + (daySpan + 1) * DAY_MS };
}

export function nextDeliveryCalls(context: MockStateHandle) {
  function answer(plan: StoredPlan): StoreResult<StoredPlan> {
    context.commit();
    return ok(clone(plan));
  }
  return {
    /** Proposed: the next delivery one interval later; answers the plan. */
    skipNextDelivery(planId: number): StoreResult<StoredPlan> {
      const plan = activePlan(context, planId);
      if (!plan.ok) return plan;
      const { data } = plan;
      data.nextPayDt = isoDateTime(Date.parse(data.nextPayDt) + data.daySpan * DAY_MS);
      return answer(data);
    },

    /** Proposed: an order today, the next delivery one interval from today; answers the plan. */
    shipNow(planId: number): StoreResult<StoredPlan> {
      const plan = activePlan(context, planId);
      if (!plan.ok) return plan;
      recordOrder(context.state, plan.data);
      plan.data.nextPayDt = daysFromNow(plan.data.daySpan);
      return answer(plan.data);
    },

    /** Proposed: the next delivery on `date` (YYYY-MM-DD, within one interval); answers the plan. */
    changeNextPayDt(planId: number, date: string): StoreResult<StoredPlan> {
      const day = calendarDay(date);
      if (day === null) return fail(FAILURE.badRequest, 'nextPayDt must be a date (YYYY-MM-DD)');
      const plan = activePlan(context, planId);
      if (!plan.ok) return plan;
      const { first, last } = nextPayDtRange(plan.data.daySpan);
      if (day < first || day > last) {
        const [from, to] = [first, last].map((time) => isoDateTime(time).slice(0, 10));
        return fail(FAILURE.badRequest, `nextPayDt must be between ${from} and ${to}`);
      }
      // Noon UTC is the same calendar day in every time zone a storefront shows it in.
      plan.data.nextPayDt = isoDateTime(day + DAY_MS / 2);
      return answer(plan.data);
    },
  };
}
