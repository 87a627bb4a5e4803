/**
 * The writes of an `--allow-writes` run, step by step (probe-plan.ts): each secured write after
 * its refusal probe, every write read back (read-back.ts), the wrong-state calls expecting the
 * contract's code. A pause or a terminate that did not take effect stops the calls that depend on
 * it, so the failure is reported on the operation at fault, not on the next one.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { Account } from './account-state.ts';
import type { AnswerExpectation } from './answer-checks.ts';
import type { ProbeResult, WriteRecord } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import type { Call } from './ownership.ts';
import {
  planWrites,
  writeProbes,
  writeSteps,
  type PlannedProbe,
  type WriteStep,
} from './probe-plan.ts';
import { readBack, type Reader } from './read-back.ts';

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

export interface WritePhase {
  account: Account;
  flags: Record<OperationId, OperationFlags>;
  hasToken: boolean;
  plain: Plain;
  call: Call;
  skipReason: (step: WriteStep) => string | null;
  acceptedFailures: Partial<Record<OperationId, number[]>>;
}

/** Another interval than the plan's, so a changePlan that ignores it is seen. */
function otherDaySpan(daySpan: number): number {
  return daySpan === 60 ? 30 : 60;
}

/** Which later steps a write that did not take effect stops, and why. */
function dependents(operationId: OperationId): OperationId[] {
  if (operationId === 'pausePlan' || operationId === 'restartPlan')
    return ['pausePlan', 'restartPlan'];
  if (operationId === 'terminatePlan') return ['pausePlan'];
  return [];
}

export async function runWrites(phase: WritePhase): Promise<WriteRecord[]> {
  const { account, flags } = phase;
  const records: WriteRecord[] = [];
  const blocked = new Map<OperationId, string>();
  const reader: Reader = async (operationId, note) => {
    const { result, body } = await phase.call(
      { operationId, credential: true, write: false, role: 'read-back', note },
      account.context,
      { success: true },
      'token',
    );
    if (result.violations.length > 0 || !isObject(body) || body.code !== 200) return null;
    return { data: body.data };
  };
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
      const made = step.otherDaySpan
        ? await phase.call(
            probe,
            { ...account.context, daySpan: otherDaySpan(account.context.daySpan) },
            { success: true, acceptedFailures: phase.acceptedFailures[probe.operationId] ?? [] },
            'token',
          )
        : await phase.plain(probe, expectation);
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
      if (!failed && step.expectCode === undefined && planId !== null) {
        const findings = await readBack(step.operationId, sample, body, planId, reader);
        if (findings !== null) result.checks['read-back'] = findings.length > 0 ? 'fail' : 'pass';
        for (const found of findings ?? []) {
          result.violations.push({
            operationId: step.operationId,
            credential: true,
            check: 'read-back',
            ...found,
          });
        }
        if (findings !== null && findings.length > 0) {
          failed = true;
          note = `${note} — READ BACK: ${findings.map((f) => `${f.path} ${f.actual}`).join('; ')}`;
          for (const id of dependents(step.operationId)) {
            blocked.set(
              id,
              `${step.operationId} did not take effect (read back), so this call would test the wrong state`,
            );
          }
        }
      }
      if (failed && step.operationId === 'terminatePlan') {
        blocked.set('pausePlan', 'terminatePlan did not delete the plan');
      }
      records.push({ ...base, planId, outcome: failed ? 'failed' : 'done', note });
    }
    if (reason !== null) records.push({ ...base, planId: null, outcome: 'skipped', note: reason });
  }
  return records;
}
