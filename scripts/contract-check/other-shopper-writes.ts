/**
 * With `--other-token` and `--allow-writes`: every plan write (`x-plan-scoped`), made with the
 * first shopper's credential on the second shopper's plan, must be refused and change nothing.
 * Each is sent the second plan's own values, and the plan is read after each; what a write did
 * change is put back with the second shopper's credential (a deleted plan cannot be), and the
 * failure is said on the write that reached it. terminatePlan goes last.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  defaultSampleContext,
  type SampleContext,
} from '#scripts/contract/sample-requests.ts';
import type { ProbeResult } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { unchangedFindings, planOf, type PlanData } from './plan-compare.ts';
import { sendsDate } from './probe-plan.ts';
import { isObject } from './json-object.ts';

type Flags = Record<OperationId, OperationFlags>;

const sameDay = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.slice(0, 10) === b.slice(0, 10);

const differs = (a: PlanData, b: PlanData, field: string) =>
  unchangedFindings({ [field]: a[field] }, { [field]: b[field] }, [], '', '').length > 0;

/** The writes that put a changed field back, from the traits (x-undo, x-plan-status, a date). */
function restorers(flags: Flags, now: PlanData, before: PlanData): OperationId[] {
  const writes = OPERATION_IDS.filter((id) => flags[id].write && flags[id].planScoped);
  const found: (OperationId | undefined)[] = [];
  if (differs(before, now, 'orderItemList') || differs(before, now, 'daySpan')) {
    found.push(writes.find((id) => OPERATIONS[id].undo === id));
  }
  if (differs(before, now, 'status')) {
    found.push(
      writes.find((id) => {
        const undo = OPERATIONS[id].undo;
        return flags[id].planStatus === now.status && undo !== null && undo !== id;
      }),
    );
  }
  if (differs(before, now, 'nextPayDt')) found.push(writes.find((id) => sendsDate(id)));
  if (differs(before, now, 'addressId')) {
    found.push(
      writes.find((id) => {
        const body = SAMPLE_REQUESTS[id](defaultSampleContext()).body;
        return OPERATIONS[id].path.includes('{planId}') && isObject(body) && 'address1' in body;
      }),
    );
  }
  return found.filter((id): id is OperationId => id !== undefined);
}

export interface OtherWrites {
  flags: Flags;
  /** The second shopper's plan as its own credential read it, and its values. */
  plan: PlanData;
  context: SampleContext;
  notYours: (reason: string) => Parameters<Call>[2];
  call: Call;
}

export async function otherShopperWrites(phase: OtherWrites): Promise<ProbeResult[]> {
  const { flags, context, call } = phase;
  let plan = phase.plan;
  const readOther = async (note: string) => {
    const { body } = await call(
      {
        operationId: 'queryAutoShipPlan',
        credential: true,
        write: false,
        role: 'other-token',
        note,
      },
      context,
      { success: true },
      'other-token',
    );
    return isObject(body) && body.code === 200 ? planOf(body.data) : null;
  };
  // Only a write whose request names the plan can name another shopper's (completeInfoAndGetPayUrl
  // pays for the caller's own plan).
  const writes = OPERATION_IDS.filter((id) => {
    if (!flags[id].write || !flags[id].planScoped) return false;
    const sample = SAMPLE_REQUESTS[id](context);
    const body = isObject(sample.body) ? sample.body : {};
    return sample.pathParams.planId === plan.planId || body.planId === plan.planId;
  });
  const ordered = [
    ...writes.filter((id) => id !== 'terminatePlan'),
    ...writes.filter((id) => id === 'terminatePlan'),
  ];
  const reason = `plan ${plan.planId as number} is the second shopper's: the first shopper's credential must not reach it`;
  const probes: ProbeResult[] = [];
  for (const operationId of ordered) {
    const { result } = await call(
      { operationId, credential: true, write: true, role: 'other-shopper-plan', note: reason },
      context,
      phase.notYours(reason),
      'token',
    );
    probes.push(result);
    if (result.proposed !== undefined) continue;
    let now = await readOther(`the second shopper's plan, after ${operationId}`);
    const found = unchangedFindings(
      plan,
      now,
      [],
      'queryAutoShipPlan (second shopper) /data',
      `${operationId} of plan ${plan.planId as number} with the first shopper's credential must change nothing`,
    );
    if (found.length === 0) continue;
    if (now !== null) {
      for (const restorer of restorers(flags, now, plan)) {
        const day = typeof plan.nextPayDt === 'string' ? plan.nextPayDt.slice(0, 10) : undefined;
        await call(
          {
            operationId: restorer,
            credential: true,
            write: true,
            role: 'other-token',
            note: `puts the second shopper's plan back after ${operationId}`,
          },
          day === undefined ? context : { ...context, nextPayDate: day },
          { success: true },
          'other-token',
        );
      }
      now = await readOther(`the second shopper's plan, put back after ${operationId}`);
    }
    // A date put back is the same calendar day (the time of day is the backend's to choose).
    const left = unchangedFindings(plan, now, [], '', '')
      .map((f) => f.path.slice(1))
      .filter((field) => field !== 'nextPayDt' || !sameDay(plan.nextPayDt, now?.nextPayDt));
    if (now !== null && left.length === 0) plan = now;
    result.checks['read-back'] = 'fail';
    for (const finding of found) {
      result.violations.push({
        operationId,
        credential: true,
        role: 'other-shopper-plan',
        check: 'read-back',
        ...finding,
        actual: `${finding.actual}${left.length === 0 ? ' (put back)' : ` — NOT PUT BACK: ${now === null ? 'the plan is gone' : left.join(', ')}`}`,
      });
    }
  }
  return probes;
}
