/**
 * Putting the second shopper's plan back after a write of the first shopper's reached it, with
 * the second shopper's credential. Which write sets a changed field back is read from the
 * contract, never listed here: a plan write whose `x-changes` names the field and whose request
 * carries it (changePlan's items and interval, changeNextPayDt's date, changePlanAddress's
 * addressId), or, for the field `x-plan-status` is about, the write of an undo pair that moves the
 * plan from the status it has now to the one it had. A field no write can set is said NOT PUT
 * BACK; a field every plan write may change is bookkeeping the put-back writes change too.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  calendarDate,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import { isObject } from './json-object.ts';
import type { OperationFlags } from './operation-flags.ts';
import { ownPlanRequest } from './own-plan-request.ts';
import { changedFields, type PlanData } from './plan-compare.ts';
import { statusField } from './plan-schema.ts';

type Flags = Record<OperationId, OperationFlags>;

/** The plan writes that may change a field and can send it (see above), best first. */
function settersOf(
  field: string,
  flags: Flags,
  now: PlanData,
  before: PlanData,
  context: SampleContext,
) {
  return OPERATION_IDS.filter((id) => {
    const own = flags[id];
    if (!own.write || !own.planScoped || !(own.changes ?? []).includes(field)) return false;
    if (own.planStatus !== null && own.planStatus !== now[statusField() ?? '']) return false;
    if (field === statusField()) {
      const undo = OPERATIONS[id].undo;
      return undo !== null && undo !== id && flags[undo].planStatus === before[field];
    }
    const body = SAMPLE_REQUESTS[id](context).body;
    return isObject(body) && field in body;
  }).sort((a, b) => (flags[a].changes ?? []).length - (flags[b].changes ?? []).length);
}

/**
 * Fields every plan write that says `x-changes` may change (a version, say): no write sets them
 * back. A write that says none (terminatePlan deletes the plan) has no say in it.
 */
function bookkeeping(flags: Flags): string[] {
  const lists = OPERATION_IDS.flatMap((id) => {
    const { write, planScoped, changes } = flags[id];
    return write && planScoped && changes !== null ? [changes] : [];
  });
  return (lists[0] ?? []).filter((field) => lists.every((list) => list.includes(field)));
}

/** The second shopper's own values, its next date as its UTC calendar day. */
export function ownValues(plan: PlanData, context: SampleContext): SampleContext {
  const when = typeof plan.nextPayDt === 'string' ? Date.parse(plan.nextPayDt) : Number.NaN;
  return Number.isNaN(when) ? context : { ...context, nextPayDate: calendarDate(when) };
}

/**
 * Sends, one at a time, a write that sets a changed field back (with the plan's own values:
 * own-plan-request.ts), reading the plan after each, until nothing it can set differs. Answers the fields left changed (empty: put back).
 */
export async function putBack(
  flags: Flags,
  before: PlanData,
  found: PlanData,
  read: () => Promise<PlanData | null>,
  write: (operationId: OperationId, request: SampleRequest) => Promise<void>,
  context: SampleContext,
): Promise<{ now: PlanData | null; left: string[] }> {
  const ignored = bookkeeping(flags);
  let now: PlanData | null = found;
  const tried = new Set<OperationId>();
  for (let round = 0; round < OPERATION_IDS.length && now !== null; round += 1) {
    const changed = changedFields(before, now).filter((field) => !ignored.includes(field));
    const state = now;
    const setter = changed
      .flatMap((field) => settersOf(field, flags, state, before, context))
      .find((id) => !tried.has(id));
    if (setter === undefined) return { now, left: changed };
    tried.add(setter);
    await write(setter, ownPlanRequest(setter, context, before));
    now = await read();
  }
  return {
    now,
    left:
      now === null
        ? ['the plan is gone']
        : changedFields(before, now).filter((f) => !ignored.includes(f)),
  };
}
