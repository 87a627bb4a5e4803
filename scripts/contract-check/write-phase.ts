/**
 * The writes of an `--allow-writes` run, step by step (probe-plan.ts): each secured write after
 * its refusal probe, every write read back (read-back.ts), the wrong-state calls expecting the
 * contract's code. A pause or a terminate that did not take effect stops the calls that depend on
 * it, so the failure is reported on the operation at fault, not on the next one.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import {
  calendarDate,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import type { Account } from './account-state.ts';
import type { AnswerExpectation } from './answer-checks.ts';
import type { ProbeResult, WriteRecord } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import {
  planWrites,
  sendsDate,
  writeProbes,
  writeSteps,
  type PlannedProbe,
  type WriteStep,
} from './probe-plan.ts';
import { orderRecordedFindings } from './order-read-back.ts';
import { planOf, unchangedFindings, type PlanData } from './plan-compare.ts';
import { readBack, type Finding, type Reader } from './read-back.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What the run says of the account after its reads; names `--plan-id`'s plan when it is used. */
export function accountNotes(account: Account, planId: number | undefined): string[] {
  if (account.unsafePlanId) {
    return ["the plan's id is above 2^53 (a JSON client rounds it): the plan writes are skipped"];
  }
  if (account.planId === null && planId !== undefined) {
    account.planId = planId;
    account.planStatus = null;
    return [`the reads found no plan: plan ${planId} (--plan-id) is the one written to`];
  }
  if (!account.planRead) {
    return [
      'the plan read failed: the plan reads asked about a plan that cannot exist, and the plan writes are skipped',
    ];
  }
  if (account.planId === null) {
    return [
      'the account has no plan: the plan reads asked about a plan that cannot exist, and the plan writes are skipped (--plan-id names a plan to write to)',
    ];
  }
  if (planId !== undefined && planId !== account.planId) {
    return [
      `--plan-id ${planId} ignored: the account's own plan is ${account.planId}, and only it is written to`,
    ];
  }
  return [];
}

type Plain = (
  probe: PlannedProbe,
  expectation?: AnswerExpectation,
) => Promise<{ result: ProbeResult; body: unknown; sample: SampleRequest; own: boolean }>;

/** The second shopper's plan, read after every write of the first's (`--other-token`). */
export interface OtherShopper {
  context: SampleContext;
  plan: PlanData | null;
}

export interface WritePhase {
  account: Account;
  flags: Record<OperationId, OperationFlags>;
  hasToken: boolean;
  plain: Plain;
  call: Call;
  skipReason: (step: WriteStep) => string | null;
  acceptedFailures: Partial<Record<OperationId, number[]>>;
  other: OtherShopper | null;
}

/**
 * Another interval than the plan's, so a changePlan that ignores it is seen; never 30, so a skip
 * that moves by a fixed 30 days is seen too.
 */
function otherDaySpan(daySpan: number): number {
  return daySpan === 60 ? 45 : 60;
}

/** Which later steps a write that did not take effect stops (those needing a plan status). */
function dependents(
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
function stepContext(step: WriteStep, context: SampleContext, plan: PlanData | null) {
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

export async function runWrites(phase: WritePhase): Promise<WriteRecord[]> {
  const { account, flags, other } = phase;
  const records: WriteRecord[] = [];
  const blocked = new Map<OperationId, string>();
  let readPlan: PlanData | null | undefined;
  const reader: Reader = async (operationId, note) => {
    const { result, body } = await phase.call(
      { operationId, credential: true, write: false, role: 'read-back', note },
      account.context,
      { success: true },
      'token',
    );
    if (result.violations.length > 0 || !isObject(body) || body.code !== 200) return null;
    if (operationId === 'queryAutoShipPlan') readPlan = planOf(body.data);
    return { data: body.data };
  };
  const otherPlan = async (note: string) => {
    if (other === null) return null;
    const { body } = await phase.call(
      {
        operationId: 'queryAutoShipPlan',
        credential: true,
        write: false,
        role: 'other-token',
        note,
      },
      other.context,
      { success: true },
      'other-token',
    );
    return isObject(body) && body.code === 200 ? planOf(body.data) : undefined;
  };
  let before: PlanData | null = null;
  if (account.planId !== null && phase.hasToken) {
    await reader('queryAutoShipPlan', 'the plan before the writes');
    before = readPlan ?? null;
  }
  for (const step of writeSteps(account.planStatus === 2, flags)) {
    const reason = phase.hasToken
      ? (phase.skipReason(step) ?? blocked.get(step.operationId) ?? null)
      : null;
    const planId = planWrites(flags).includes(step.operationId) ? account.context.planId : null;
    const base = {
      operationId: step.operationId,
      ...(step.expectCode === undefined ? {} : { expectCode: step.expectCode }),
    };
    for (const probe of writeProbes(step)) {
      const secured = OPERATIONS[probe.operationId].secured;
      if (probe.credential && (!phase.hasToken || reason !== null)) continue;
      if (!probe.credential && secured) {
        await phase.plain(probe);
        continue;
      }
      const expectation: AnswerExpectation | undefined =
        step.expectCode === undefined
          ? undefined
          : { success: false, expectCodes: [step.expectCode], expectReason: step.note };
      let ordersBefore: unknown;
      if (
        step.operationId === 'shipNow' &&
        step.expectCode === undefined &&
        account.ordersAnswered
      ) {
        ordersBefore = (await reader('queryOrders', 'the order history before shipNow'))?.data;
      }
      const context = stepContext(step, account.context, before);
      const made =
        context === account.context
          ? await phase.plain(probe, expectation)
          : await phase.call(
              probe,
              context,
              expectation ?? {
                success: true,
                acceptedFailures: phase.acceptedFailures[probe.operationId] ?? [],
              },
              'token',
            );
      const { result, body, sample } = made;
      if (result.proposed !== undefined) {
        records.push({
          ...base,
          planId,
          outcome: 'proposed',
          note: `${step.note}: proposed, not implemented (HTTP ${result.status ?? 'no route'})`,
        });
        continue;
      }
      const code = isObject(body) ? body.code : undefined;
      let failed = result.violations.length > 0 || code !== (step.expectCode ?? 200);
      let note = step.note;
      const findings: Finding[] = [];
      readPlan = undefined;
      if (!failed && step.expectCode === undefined && planId !== null) {
        const found = await readBack(step.operationId, sample, body, planId, reader, before);
        if (found !== null) result.checks['read-back'] = 'pass';
        findings.push(...(found ?? []));
        if (ordersBefore !== undefined) {
          const after = await reader('queryOrders', 'reads back shipNow: the order it records');
          findings.push(...orderRecordedFindings(ordersBefore, after?.data, Date.now()));
        }
      }
      if (planId !== null && step.operationId !== 'terminatePlan') {
        if (readPlan === undefined)
          await reader('queryAutoShipPlan', `reads back ${step.operationId}`);
        // A write that took changes only its x-changes; one refused as the contract says changes
        // nothing. One answered off the contract may or may not have taken: only re-read.
        const took = !failed && step.expectCode === undefined;
        const changes = took ? (flags[step.operationId].changes ?? []) : [];
        if (!failed) {
          findings.push(
            ...unchangedFindings(
              before,
              readPlan ?? null,
              changes,
              'queryAutoShipPlan /data',
              took
                ? `openapi.yaml: ${step.operationId} changes only ${changes.join(', ') || 'nothing of the plan'} (x-changes)`
                : `${step.operationId} was refused, so it changes nothing`,
            ),
          );
          result.checks['read-back'] = 'pass';
        }
      }
      if (readPlan !== undefined) before = readPlan;
      if (other !== null && planId !== null) {
        const after = await otherPlan(`the second shopper's plan, after ${step.operationId}`);
        findings.push(
          ...unchangedFindings(
            other.plan,
            after ?? null,
            [],
            'queryAutoShipPlan (second shopper) /data',
            `a write of plan ${planId} with the first shopper's credential reaches no other plan`,
          ),
        );
        if (after !== undefined && after !== null) other.plan = after;
      }
      for (const found of findings) {
        result.checks['read-back'] = 'fail';
        result.violations.push({
          operationId: step.operationId,
          credential: true,
          ...(probe.role === undefined ? {} : { role: probe.role }),
          check: 'read-back',
          ...found,
        });
      }
      if (findings.length > 0) {
        failed = true;
        note = `${note} — READ BACK: ${findings.map((f) => `${f.path} ${f.actual}`).join('; ')}`;
        if (step.expectCode === undefined) {
          for (const id of dependents(step.operationId, flags)) {
            blocked.set(
              id,
              `${step.operationId} did not take effect (read back), so this call would test the wrong state`,
            );
          }
        }
      }
      if (failed && step.operationId === 'terminatePlan') {
        for (const id of dependents('terminatePlan', flags)) {
          blocked.set(id, 'terminatePlan did not delete the plan');
        }
      }
      records.push({ ...base, planId, outcome: failed ? 'failed' : 'done', note });
    }
    if (reason !== null) records.push({ ...base, planId: null, outcome: 'skipped', note: reason });
  }
  return records;
}
