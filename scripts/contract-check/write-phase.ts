/**
 * The writes of an `--allow-writes` run, step by step (probe-plan.ts): each secured write after
 * its refusal probe, every write read back (read-back.ts), the wrong-state calls expecting the
 * contract's code. A pause or a terminate that did not take effect stops the calls that depend on
 * it, so the failure is reported on the operation at fault, not on the next one.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import type { WriteRecord } from './check-types.ts';
import { planWrites, writeProbes, type PlannedProbe } from './probe-plan.ts';
import { writeSteps, type WriteStep } from './write-steps.ts';
import type { PlanData } from './plan-compare.ts';
import { readers, writeFindings } from './write-findings.ts';
import type { WritePhase } from './write-phase-types.ts';
import { badRequestsBefore } from './write-bad-requests.ts';
import { planVersionProbes } from './plan-version.ts';
import { dependents, stepContext } from './write-step-context.ts';
import { isObject } from './json-object.ts';

/** Sends one probe of a step, in the step's context (another interval, a date out of range). */
async function sendProbe(
  phase: WritePhase,
  step: WriteStep,
  probe: PlannedProbe,
  before: PlanData | null,
) {
  const expectation: AnswerExpectation =
    step.expectCode === undefined
      ? {
          success: true,
          acceptedFailures: phase.acceptedFailures[probe.operationId] ?? [],
          ...(step.rule === undefined ? {} : { successRule: step.rule }),
        }
      : {
          success: false,
          expectCodes: [step.expectCode],
          expectReason: step.note,
          ...(step.rule === undefined ? {} : { expectRule: step.rule }),
        };
  const use = probe.credential ? 'token' : 'none';
  return phase.call(probe, stepContext(step, phase.account.context, before), expectation, use);
}

export async function runWrites(phase: WritePhase): Promise<WriteRecord[]> {
  const { account, flags } = phase;
  const records: WriteRecord[] = [];
  const blocked = new Map<OperationId, string>();
  const failedOnce = new Set<OperationId>();
  const badRequested = new Set<OperationId>();
  const reads = readers(phase);
  let before: PlanData | null = null;
  if (account.planId !== null && phase.hasToken) {
    await reads.reader('queryAutoShipPlan', 'the plan before the writes');
    before = reads.state.readPlan ?? null;
  }
  if (before !== null) {
    records.push(...(await planVersionProbes(phase, reads, before)));
    before = reads.state.readPlan ?? before;
  }
  for (const step of writeSteps(account.planStatus === 2, flags)) {
    // A repeat of a write that failed says nothing more about the write.
    const repeatOfFailed =
      step.repeat !== undefined && step.expectCode === undefined && failedOnce.has(step.operationId)
        ? `the first ${step.operationId} failed: it is not sent again`
        : null;
    const reason = phase.hasToken
      ? (phase.skipReason(step) ?? blocked.get(step.operationId) ?? repeatOfFailed)
      : null;
    const planId = planWrites(flags).includes(step.operationId) ? account.context.planId : null;
    const base = {
      operationId: step.operationId,
      ...(step.expectCode === undefined ? {} : { expectCode: step.expectCode }),
    };
    for (const probe of writeProbes(step)) {
      const secured = OPERATIONS[probe.operationId].secured;
      if (
        (probe.credential && !phase.hasToken) ||
        (probe.credential === secured && reason !== null)
      ) {
        continue;
      }
      if (!probe.credential && secured) {
        await phase.plain(probe);
        continue;
      }
      // Before the first call the plan's state lets succeed: only the request can be at fault.
      if (step.expectCode === undefined && !badRequested.has(step.operationId) && phase.hasToken) {
        badRequested.add(step.operationId);
        before = await badRequestsBefore(phase, reads, step, before);
      }
      let ordersBefore: unknown;
      if (
        step.operationId === 'shipNow' &&
        step.expectCode === undefined &&
        account.ordersAnswered
      ) {
        ordersBefore = (await reads.reader('queryOrders', 'the order history before shipNow'))
          ?.data;
      }
      const { result, body, sample } = await sendProbe(phase, step, probe, before);
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
      // An open call the backend may refuse as a whole (x-may-refuse) was answered as documented.
      const mayRefuse =
        flags[step.operationId].mayRefuse &&
        step.expectCode === undefined &&
        [401, 403].includes(result.status ?? 0);
      const answered =
        result.violations.length === 0 && (mayRefuse || code === (step.expectCode ?? 200));
      reads.state.readPlan = undefined;
      const made = { step, sample, body, planId, answered, ordersBefore };
      const { findings, checked } = await writeFindings(phase, reads, made, before);
      if (checked) result.checks['read-back'] = 'pass';
      if (reads.state.readPlan !== undefined) before = reads.state.readPlan;
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
      let note = step.note;
      if (findings.length > 0) {
        note = `${note} — READ BACK: ${findings.map((f) => `${f.path} ${f.actual}`).join('; ')}`;
      }
      const failed = !answered || findings.length > 0;
      if (failed && step.repeat === undefined) failedOnce.add(step.operationId);
      // A write that did not take effect (read back, or refused: an answer off the contract may
      // have taken) stops the calls that need the state it was to make.
      const refused = result.status !== 200 || (typeof code === 'number' && code !== 200);
      if (step.expectCode === undefined && (findings.length > 0 || (!answered && refused))) {
        const why = answered ? 'did not take effect (read back)' : 'failed';
        for (const id of dependents(step.operationId, flags)) {
          blocked.set(id, `${step.operationId} ${why}, so this call would test the wrong state`);
        }
      }
      records.push({ ...base, planId, outcome: failed ? 'failed' : 'done', note });
    }
    if (reason !== null) records.push({ ...base, planId: null, outcome: 'skipped', note: reason });
  }
  return records;
}
