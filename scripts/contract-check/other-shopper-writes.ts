/**
 * With `--other-token` and `--allow-writes`: every plan write (`x-plan-scoped`), made with the
 * first shopper's credential on the second shopper's plan, must be refused and change nothing.
 * Each is sent the second plan's own values, and the plan is read after each; what a write did
 * change is put back with the second shopper's credential (a deleted plan cannot be), and the
 * failure is said on the write that reached it. terminatePlan goes last.
 */
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { SAMPLE_REQUESTS, type SampleContext } from '#scripts/contract/sample-requests.ts';
import type { ProbeResult } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import { unchangedFindings, planOf, type PlanData } from './plan-compare.ts';
import { ownPlanRequest } from './own-plan-request.ts';
import { ownValues, putBack } from './put-back.ts';
import { personalValues, refusalLeak } from './refusal-leaks.ts';
import { isObject } from './json-object.ts';

type Flags = Record<OperationId, OperationFlags>;

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
    const { result, body } = await call(
      {
        operationId,
        credential: true,
        write: true,
        role: 'other-shopper-plan',
        note: reason,
        request: ownPlanRequest(operationId, context, plan),
      },
      context,
      phase.notYours(reason),
      'token',
    );
    refusalLeak(result, body, personalValues(context));
    probes.push(result);
    if (result.proposed !== undefined) continue;
    const now = await readOther(`the second shopper's plan, after ${operationId}`);
    const found = unchangedFindings(plan, now, {
      changes: [],
      path: 'queryAutoShipPlan (second shopper) /data',
      why: `${operationId} of plan ${plan.planId as number} with the first shopper's credential must change nothing`,
      rule: 'no-such-plan',
    });
    if (found.length === 0) continue;
    const back =
      now === null
        ? { now, left: ['the plan is gone'] }
        : await putBack(
            flags,
            plan,
            now,
            () => readOther(`the second shopper's plan, put back after ${operationId}`),
            async (restorer, request) => {
              await call(
                {
                  operationId: restorer,
                  credential: true,
                  write: true,
                  role: 'other-token',
                  note: `puts the second shopper's plan back after ${operationId}`,
                  request,
                },
                ownValues(plan, context),
                { success: true },
                'other-token',
              );
            },
            ownValues(plan, context),
          );
    const { left } = back;
    if (back.now !== null && left.length === 0) plan = back.now;
    result.checks['read-back'] = 'fail';
    for (const finding of found) {
      result.violations.push({
        operationId,
        credential: true,
        role: 'other-shopper-plan',
        check: 'read-back',
        ...finding,
        actual: `${finding.actual}${left.length === 0 ? ' (put back)' : ` — NOT PUT BACK: ${left.join(', ')}`}`,
      });
    }
  }
  return probes;
}
