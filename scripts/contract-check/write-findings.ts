/**
 * Reading the account back after one write (write-phase.ts): the write's own meaning
 * (read-back.ts), the plan fields it must leave alone, and the second shopper's plan.
 */
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import { orderRecordedFindings } from './order-read-back.ts';
import { planOf, unchangedFindings, type PlanData } from './plan-compare.ts';
import type { WriteStep } from './write-steps.ts';
import { readBack, type Finding, type Reader } from './read-back.ts';
import type { OtherShopper, WritePhase } from './write-phase-types.ts';
import { isObject } from './json-object.ts';

/** The reads a write is checked with: the first shopper's, remembering the plan it last read. */
export function readers(phase: WritePhase) {
  const state: { readPlan: PlanData | null | undefined } = { readPlan: undefined };
  const reader: Reader = async (operationId, note) => {
    const { result, body } = await phase.call(
      { operationId, credential: true, write: false, role: 'read-back', note },
      phase.account.context,
      { success: true },
      'token',
    );
    if (result.violations.length > 0 || !isObject(body) || body.code !== 200) return null;
    if (operationId === 'queryAutoShipPlan') state.readPlan = planOf(body.data);
    return { data: body.data };
  };
  const otherPlan = async (other: OtherShopper, note: string) => {
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
  return { state, reader, otherPlan };
}

export type Readers = ReturnType<typeof readers>;

export interface Made {
  step: WriteStep;
  sample: SampleRequest;
  body: unknown;
  planId: number | null;
  /** The write answered as the contract says, so read it back. */
  answered: boolean;
  ordersBefore: unknown;
}

/** What reading the account back after one write finds wrong (empty: as the contract says). */
export async function writeFindings(
  phase: WritePhase,
  reads: Readers,
  made: Made,
  before: PlanData | null,
): Promise<{ findings: Finding[]; checked: boolean }> {
  const { step, planId, answered } = made;
  const findings: Finding[] = [];
  let checked = false;
  const took = answered && step.expectCode === undefined;
  if (took && planId !== null) {
    const found = await readBack(
      step.operationId,
      made.sample,
      made.body,
      planId,
      reads.reader,
      before,
    );
    if (found !== null) checked = true;
    findings.push(...(found ?? []));
    if (made.ordersBefore !== undefined) {
      const after = await reads.reader('queryOrders', 'reads back shipNow: the order it records');
      findings.push(...orderRecordedFindings(made.ordersBefore, after?.data, Date.now()));
    }
  }
  if (planId !== null && step.operationId !== 'terminatePlan') {
    if (reads.state.readPlan === undefined) {
      await reads.reader('queryAutoShipPlan', `reads back ${step.operationId}`);
    }
    // A write that took changes only its x-changes; one refused as the contract says changes
    // nothing. One answered off the contract may or may not have taken: only re-read.
    const changes = took ? (phase.flags[step.operationId].changes ?? []) : [];
    if (answered) {
      checked = true;
      findings.push(
        ...unchangedFindings(before, reads.state.readPlan ?? null, {
          changes,
          path: 'queryAutoShipPlan /data',
          why: took
            ? `${step.operationId} changes only ${changes.join(', ') || 'nothing of the plan'} (x-changes)`
            : `${step.operationId} was refused, so it changes nothing`,
          rule: took ? 'keeps-other-fields' : 'refused-changes-nothing',
        }),
      );
    }
  }
  if (took && step.repeat === 'same' && planId !== null) {
    // x-repeat: same: the repeat leaves even what the write may change as the first left it.
    const changes = phase.flags[step.operationId].changes ?? [];
    const after = reads.state.readPlan ?? null;
    const others = [...Object.keys(before ?? {}), ...Object.keys(after ?? {})];
    findings.push(
      ...unchangedFindings(before, after, {
        changes: others.filter((field) => !changes.includes(field)),
        path: 'queryAutoShipPlan /data',
        why: `${step.operationId} sent again with the same request (x-repeat: same)`,
        rule: 'repeat-same',
        byDay: true,
      }),
    );
  }
  const { other } = phase;
  if (other !== null && planId !== null) {
    const after = await reads.otherPlan(
      other,
      `the second shopper's plan, after ${step.operationId}`,
    );
    findings.push(
      ...unchangedFindings(other.plan, after ?? null, {
        changes: [],
        path: 'queryAutoShipPlan (second shopper) /data',
        why: `a write of plan ${planId} with the first shopper's credential reaches no other plan`,
        rule: 'no-such-plan',
      }),
    );
    if (after !== undefined && after !== null) other.plan = after;
  }
  return { findings, checked };
}
