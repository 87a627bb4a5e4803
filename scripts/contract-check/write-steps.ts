/**
 * The writes of an `--allow-writes` run, in the contract's order, each as openapi.yaml says it:
 * undone by its `x-undo` (pause ↔ restart as a pair; changePlan, its own undo, sent other
 * values and later the plan's own), sent again as its `x-repeat` says, a date's range tried at
 * its edges, a wrong state where `x-plan-status` names one, terminatePlan last and the deleted
 * plan asked about after it. Which step is which is derived from the traits, never listed.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { SAMPLE_REQUESTS, defaultSampleContext } from '#scripts/contract/sample-requests.ts';
import type { OperationFlags, Repeat } from './operation-flags.ts';
import { sendsDate } from './probe-plan.ts';
import { lastSteps, repeatOf, undoPair } from './write-step-kinds.ts';
import type { RuleId } from './rules.ts';
import { dateSteps, intervalSteps } from './write-step-values.ts';

type Flags = Record<OperationId, OperationFlags>;

export interface WriteStep {
  operationId: OperationId;
  note: string;
  /** A call the contract refuses: the envelope code it answers (5003, 5002, 4000). */
  expectCode?: number;
  /** The rule the step's answer is held to, when more than "it succeeds" or "5003". */
  rule?: RuleId;
  /** A write that is its own `x-undo` (changePlan): another interval, written back later. */
  otherDaySpan?: boolean;
  /** An interval the contract allows, sent as it is. */
  daySpan?: number;
  /** A date at the edge of the range the contract allows, or out of it, in days from today. */
  dateEdge?: 'first-day' | 'last-day' | 'past' | 'beyond';
  /** The step sends the write again (`x-repeat`). */
  repeat?: Repeat;
  /** The first step of its operation: it is preceded by the call without the credential. */
  refusal: boolean;
}

export type Step = Omit<WriteStep, 'refusal'>;

/** One write's steps, from what the contract says of it (`x-plan-scoped`, `x-repeat`, a date). */
function stepsOf(id: OperationId, flags: Flags): Step[] {
  const where = flags[id].planScoped ? "with the plan's own values" : 'outside the plan';
  const first: Step = { operationId: id, note: `a write ${where} (no x-undo: not undone)` };
  const dates = flags[id].planScoped && sendsDate(id) ? dateSteps(id) : [];
  return [first, ...repeatOf(first, flags), ...dates];
}

/**
 * The steps of a write that is its own `x-undo`: other values than the plan's, sent again, each
 * interval the contract allows, then the other values again, in force until written back.
 */
function selfUndone(id: OperationId, flags: Flags): Step[] {
  const other: Step = {
    operationId: id,
    note: "writes other values than the plan's; undone later",
    otherDaySpan: true,
  };
  const intervals = intervalSteps(id);
  const again: Step = { ...other, note: 'the other values again, in force until written back' };
  return [other, ...repeatOf(other, flags), ...intervals, ...(intervals.length > 0 ? [again] : [])];
}

/** The plan fields a write is sent and may change (changePlan: the items and the interval). */
function sentPlanFields(id: OperationId, flags: Flags): string[] {
  const body = SAMPLE_REQUESTS[id](defaultSampleContext()).body;
  const sent = body !== null && typeof body === 'object' ? Object.keys(body) : [];
  return (flags[id].changes ?? []).filter((field) => sent.includes(field));
}

/**
 * The writes in the contract's order. A write that is its own `x-undo` stays in force until a
 * later write changes what it was sent (a skip then moves by 60 days, not the usual 30).
 * `planWasPaused` decides which side of an undo pair goes first.
 */
export function writeSteps(planWasPaused: boolean, flags: Flags): WriteStep[] {
  const writes = OPERATION_IDS.filter((id) => flags[id].write);
  const steps: Step[] = [];
  const placed = new Set<OperationId>(['terminatePlan']);
  let undoLater: { fields: string[]; step: Step } | null = null;
  const undoNow = () => {
    if (undoLater !== null) steps.push(undoLater.step);
    undoLater = null;
  };
  for (const id of writes) {
    if (placed.has(id)) continue;
    placed.add(id);
    const undo = OPERATIONS[id].undo;
    const pending: { fields: string[] } | null = undoLater;
    if (pending !== null && (flags[id].changes ?? []).some((f) => pending.fields.includes(f))) {
      undoNow();
    }
    if (undo === id) {
      steps.push(...selfUndone(id, flags));
      const back: Step = {
        operationId: id,
        note: "writes the plan's own values back",
        rule: 'undo-own-values',
      };
      undoLater = { fields: sentPlanFields(id, flags), step: back };
    } else if (undo !== null && writes.includes(undo) && !placed.has(undo)) {
      placed.add(undo);
      steps.push(...undoPair(id, undo, planWasPaused, flags));
    } else steps.push(...stepsOf(id, flags));
  }
  undoNow();
  steps.push(...lastSteps(writes, flags));
  const seen = new Set<OperationId>();
  return steps.map((step) => {
    const refusal = !seen.has(step.operationId);
    seen.add(step.operationId);
    return { ...step, refusal };
  });
}
