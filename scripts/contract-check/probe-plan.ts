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
import type { ProbeRole } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';

export interface PlannedProbe {
  operationId: OperationId;
  credential: boolean;
  write: boolean;
  note?: string;
  role?: ProbeRole;
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
  /** A wrong-state call: the envelope code the contract answers it with. */
  expectCode?: number;
  /** A write that is its own `x-undo` (changePlan): another interval, written back next. */
  otherDaySpan?: boolean;
  /** The first step of its operation: it is preceded by the call without the credential. */
  refusal: boolean;
}

type Step = Omit<WriteStep, 'refusal'>;

const WRONG_STATE = 'openapi.yaml answers 5003 (the plan is not in the state this needs)';

/**
 * A write and its `x-undo` (pausePlan ↔ restartPlan), each made twice: the second time the plan
 * is in the wrong state. The contract lists the pair from the active plan's side first; a paused
 * plan starts from the other side.
 */
function undoPair(listedFirst: OperationId, other: OperationId, planWasPaused: boolean): Step[] {
  const [first, second] = planWasPaused ? [other, listedFirst] : [listedFirst, other];
  return [
    { operationId: first, note: `changes the plan's state; ${second} undoes it` },
    { operationId: first, note: `again: ${WRONG_STATE}`, expectCode: PLAN_STATE_CODE },
    { operationId: second, note: `undoes ${first}` },
    { operationId: second, note: `again: ${WRONG_STATE}`, expectCode: PLAN_STATE_CODE },
  ];
}

/** One write's steps, from what the contract says of it (`x-undo`, `x-plan-scoped`). */
function stepsOf(id: OperationId, flags: Flags): Step[] {
  if (OPERATIONS[id].undo === id) {
    return [
      {
        operationId: id,
        note: "writes other values than the plan's; undone by the next",
        otherDaySpan: true,
      },
      { operationId: id, note: "writes the plan's own values back" },
    ];
  }
  const where = flags[id].planScoped ? "with the plan's own values" : 'outside the plan';
  return [{ operationId: id, note: `a write ${where} (no x-undo: not undone)` }];
}

/**
 * The writes in the contract's order, each with its `x-undo` where it has one, then terminatePlan
 * (the plan is gone after it: last) and a write of the deleted plan, which the contract answers
 * 5002 (`x-plan-scoped`). `planWasPaused` decides which side of an undo pair goes first.
 */
export function writeSteps(planWasPaused: boolean, flags: Flags): WriteStep[] {
  const writes = OPERATION_IDS.filter((id) => flags[id].write);
  const steps: Step[] = [];
  const placed = new Set<OperationId>(['terminatePlan']);
  for (const id of writes) {
    if (placed.has(id)) continue;
    placed.add(id);
    const undo = OPERATIONS[id].undo;
    if (undo !== null && undo !== id && writes.includes(undo) && !placed.has(undo)) {
      placed.add(undo);
      steps.push(...undoPair(id, undo, planWasPaused));
    } else steps.push(...stepsOf(id, flags));
  }
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
    : planned.map((probe) => (probe === own ? { ...probe, role: 'wrong-state' } : probe));
}
