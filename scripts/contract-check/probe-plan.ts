/**
 * The order the checker calls the operations in: reads first (what they answer teaches the later
 * calls the account's plan, address and product), then, only with `--allow-writes`, the writes,
 * each undone where the API allows and read back, the wrong-state calls the contract refuses,
 * terminatePlan last. Every secured call is also made without the credential (the backend must
 * refuse it), just before the same call with it; a refusal probe names a plan that cannot exist,
 * so a backend that forgets the check changes nothing. Which operation reads and which writes the
 * plan comes from openapi.yaml (`x-write`, `x-plan-scoped`: operation-flags.ts), and how a write
 * is undone from its `x-undo`.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  defaultSampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import type { ProbeRole } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';

export interface PlannedProbe {
  operationId: OperationId;
  credential: boolean;
  write: boolean;
  note?: string;
  role?: ProbeRole;
  /** The request to send instead of the operation's sample (a bound broken, an edge). */
  request?: SampleRequest;
  /** An origin that is not the store's to call from (the credentialed-echo check). */
  foreignOrigin?: string;
}

type Flags = Record<OperationId, OperationFlags>;

/**
 * The plan id of every refusal probe: the largest 32-bit id, which no backend's sequence hands
 * out (a plan id is at least 1, so the request stays on the contract).
 */
export const NO_SUCH_PLAN_ID = 2_147_483_647;

/** The envelope codes the contract gives a plan in the wrong state and a plan that is gone. */
export const PLAN_STATE_CODE = 5003;
export const PLAN_NOT_FOUND_CODE = 5002;

/** The reads, in the contract's order (the plan first: it names the account's plan). */
export function reads(flags: Flags): OperationId[] {
  return OPERATION_IDS.filter((id) => !flags[id].write);
}

/** Writes to the account's plan: run only when the reads (or `--plan-id`) name its plan. */
export function planWrites(flags: Flags): OperationId[] {
  return OPERATION_IDS.filter((id) => flags[id].write && flags[id].planScoped);
}

export interface WriteStep {
  operationId: OperationId;
  note: string;
  /** A call the contract refuses: the envelope code it answers (5003, 5002, 4000). */
  expectCode?: number;
  /** A write that is its own `x-undo` (changePlan): another interval, written back later. */
  otherDaySpan?: boolean;
  /** A date out of the range the contract allows: before today, or beyond one interval. */
  outOfRange?: 'past' | 'beyond';
  /** The first step of its operation: it is preceded by the call without the credential. */
  refusal: boolean;
}

type Step = Omit<WriteStep, 'refusal'>;

const WRONG_STATE = 'openapi.yaml answers 5003 (the plan is not in the state this needs)';
const BAD_REQUEST_CODE = 4000;

/** Whether the write's request names a date (changeNextPayDt): its range is checked too. */
export function sendsDate(id: OperationId): boolean {
  const body = SAMPLE_REQUESTS[id](defaultSampleContext()).body;
  return body !== null && typeof body === 'object' && 'nextPayDt' in body;
}

/** The plan fields a write is sent and may change (changePlan: the items and the interval). */
function sentPlanFields(id: OperationId, flags: Flags): string[] {
  const body = SAMPLE_REQUESTS[id](defaultSampleContext()).body;
  const sent = body !== null && typeof body === 'object' ? Object.keys(body) : [];
  return (flags[id].changes ?? []).filter((field) => sent.includes(field));
}

/**
 * A write and its `x-undo` (pausePlan ↔ restartPlan), each made twice: the second time the plan
 * is in the wrong state. The contract lists the pair from the active plan's side first; a paused
 * plan starts from the other side. While the plan is in the status the pair leaves it in, the
 * writes that need another status (`x-plan-status`) are tried and must answer 5003.
 */
function undoPair(
  listedFirst: OperationId,
  other: OperationId,
  planWasPaused: boolean,
  flags: Flags,
): Step[] {
  const [first, second] = planWasPaused ? [other, listedFirst] : [listedFirst, other];
  const wrongWhile = (left: number | null): Step[] =>
    OPERATION_IDS.filter(
      (id) =>
        flags[id].write &&
        flags[id].planStatus !== null &&
        flags[id].planStatus !== left &&
        OPERATIONS[id].undo === null,
    ).map((id) => ({
      operationId: id,
      note: `the plan has status ${left ?? '?'}: ${WRONG_STATE}`,
      expectCode: PLAN_STATE_CODE,
    }));
  return [
    { operationId: first, note: `changes the plan's state; ${second} undoes it` },
    { operationId: first, note: `again: ${WRONG_STATE}`, expectCode: PLAN_STATE_CODE },
    ...wrongWhile(flags[second].planStatus),
    { operationId: second, note: `undoes ${first}` },
    { operationId: second, note: `again: ${WRONG_STATE}`, expectCode: PLAN_STATE_CODE },
    ...wrongWhile(flags[first].planStatus),
  ];
}

/** One write's steps, from what the contract says of it (`x-undo`, `x-plan-scoped`). */
function stepsOf(id: OperationId, flags: Flags): Step[] {
  const where = flags[id].planScoped ? "with the plan's own values" : 'outside the plan';
  const steps: Step[] = [{ operationId: id, note: `a write ${where} (no x-undo: not undone)` }];
  if (flags[id].planScoped && sendsDate(id)) {
    for (const outOfRange of ['past', 'beyond'] as const) {
      steps.push({
        operationId: id,
        note: `a date ${outOfRange === 'past' ? 'before today' : 'beyond one interval'}: openapi.yaml answers 4000`,
        expectCode: BAD_REQUEST_CODE,
        outOfRange,
      });
    }
  }
  return steps;
}

/**
 * The writes in the contract's order, each with its `x-undo` where it has one, then terminatePlan
 * (the plan is gone after it: last) and a write of the deleted plan, which the contract answers
 * 5002 (`x-plan-scoped`). A write that is its own `x-undo` (changePlan, another interval) stays
 * in force until a later write changes what it was sent: the writes between run on values other
 * than the account's own (a skip then moves by 60 days, not the usual 30). `planWasPaused`
 * decides which side of an undo pair goes first.
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
      steps.push({
        operationId: id,
        note: "writes other values than the plan's; undone later",
        otherDaySpan: true,
      });
      undoLater = {
        fields: sentPlanFields(id, flags),
        step: { operationId: id, note: "writes the plan's own values back" },
      };
    } else if (undo !== null && writes.includes(undo) && !placed.has(undo)) {
      placed.add(undo);
      steps.push(...undoPair(id, undo, planWasPaused, flags));
    } else steps.push(...stepsOf(id, flags));
  }
  undoNow();
  const afterDelete = writes.find(
    (id) =>
      id !== 'terminatePlan' && flags[id].planScoped && ![null, id].includes(OPERATIONS[id].undo),
  );
  if (writes.includes('terminatePlan')) {
    steps.push({ operationId: 'terminatePlan', note: 'deletes the plan, last (cannot be undone)' });
    if (afterDelete) {
      steps.push({
        operationId: afterDelete,
        note: 'the deleted plan: openapi.yaml answers 5002 (no such plan)',
        expectCode: PLAN_NOT_FOUND_CODE,
      });
    }
  }
  const seen = new Set<OperationId>();
  return steps.map((step) => {
    const refusal = !seen.has(step.operationId);
    seen.add(step.operationId);
    return { ...step, refusal };
  });
}

function withRefusal(operationId: OperationId, write: boolean, note?: string): PlannedProbe[] {
  const own: PlannedProbe = {
    operationId,
    // An open call (no security in the contract) is never sent the credential.
    credential: OPERATIONS[operationId].secured,
    write,
    ...(note === undefined ? {} : { note }),
  };
  if (!OPERATIONS[operationId].secured) return [own];
  return [{ operationId, credential: false, write, note: 'must be refused' }, own];
}

/** Each read once with the credential, after the same read without it. */
export function readProbes(flags: Flags): PlannedProbe[] {
  return reads(flags).flatMap((operationId) => withRefusal(operationId, false));
}

/** A write step's calls: its refusal probe (first step of an operation), then the write. */
export function writeProbes(step: WriteStep): PlannedProbe[] {
  const probes = withRefusal(step.operationId, true, step.note);
  const own = probes.at(-1) as PlannedProbe;
  const planned = step.refusal ? probes : [own];
  return step.expectCode === undefined
    ? planned
    : planned.map((probe) =>
        probe === own
          ? { ...probe, role: step.outOfRange === undefined ? 'wrong-state' : 'out-of-range' }
          : probe,
      );
}
