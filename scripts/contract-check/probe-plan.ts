/**
 * The order the checker calls the operations in: reads first (what they answer teaches the later
 * calls the account's plan, address and product), then, only with `--allow-writes`, the writes,
 * each undone where the API allows and read back, the wrong-state calls the contract refuses,
 * terminatePlan last. Every secured call is also made without the credential (the backend must
 * refuse it), just before the same call with it; a refusal probe names a plan that cannot exist,
 * so a backend that forgets the check changes nothing. Which operation reads and which writes the
 * plan comes from openapi.yaml (`x-write`, `x-plan-scoped`: operation-flags.ts).
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
  /** changePlan: another interval than the plan's, written back by the next step. */
  otherDaySpan?: boolean;
  /** The first step of its operation: it is preceded by the call without the credential. */
  refusal: boolean;
}

type Step = Omit<WriteStep, 'refusal'>;

const PAUSE: Step = { operationId: 'pausePlan', note: 'pauses the plan' };
const RESTART: Step = { operationId: 'restartPlan', note: 'restarts the plan' };
const PAUSE_AGAIN: Step = {
  operationId: 'pausePlan',
  note: 'pauses the paused plan again: openapi.yaml answers 5003 (a plan that is not active)',
  expectCode: PLAN_STATE_CODE,
};
const RESTART_AGAIN: Step = {
  operationId: 'restartPlan',
  note: 'restarts the active plan again: openapi.yaml answers 5003 (a plan that is not paused)',
  expectCode: PLAN_STATE_CODE,
};

/** The steps whose order matters, by operation; any other write runs before terminatePlan. */
function orderedSteps(planWasPaused: boolean): Step[] {
  const pauseAndRestart = planWasPaused
    ? [
        RESTART,
        RESTART_AGAIN,
        { ...PAUSE, note: 'pauses the plan again: undoes the restart' },
        PAUSE_AGAIN,
      ]
    : [
        PAUSE,
        PAUSE_AGAIN,
        { ...RESTART, note: 'restarts the plan: undoes the pause' },
        RESTART_AGAIN,
      ];
  return [
    { operationId: 'submitTraceEvent', note: 'records one tracking event (not undone)' },
    { operationId: 'submitTraceEvents', note: 'records two tracking events (not undone)' },
    { operationId: 'submitTraceBeacon', note: 'records one tracking event (not undone)' },
    { operationId: 'changePlanAddress', note: "writes the plan's own address back (no change)" },
    {
      operationId: 'changePlan',
      note: "writes the plan's items with another interval (daySpan); undone by the next",
      otherDaySpan: true,
    },
    { operationId: 'changePlan', note: "writes the plan's own items and interval back" },
    ...pauseAndRestart,
    {
      operationId: 'toCheckoutCar',
      note: 'rebuilds the plan from its own items (cannot be undone)',
    },
    {
      operationId: 'completeInfoAndGetPayUrl',
      note: "saves the plan's own address and asks for a payment URL (nothing is paid)",
    },
    { operationId: 'checkout', note: 'rebuilds the plan, status 0 (cannot be undone)' },
  ];
}

/** The writes in a safe order; `planWasPaused` decides how pause and restart undo each other. */
export function writeSteps(planWasPaused: boolean, flags: Flags): WriteStep[] {
  const writes = OPERATION_IDS.filter((id) => flags[id].write);
  const ordered = orderedSteps(planWasPaused).filter((step) => writes.includes(step.operationId));
  const others = writes
    .filter((id) => id !== 'terminatePlan' && !ordered.some((step) => step.operationId === id))
    .map((operationId) => ({ operationId, note: 'a write (not undone)' }));
  const last: Step[] = writes.includes('terminatePlan')
    ? [
        { operationId: 'terminatePlan', note: 'deletes the plan, last (cannot be undone)' },
        {
          operationId: 'pausePlan',
          note: 'pauses the deleted plan: openapi.yaml answers 5002 (no such plan)',
          expectCode: PLAN_NOT_FOUND_CODE,
        },
      ]
    : [];
  const seen = new Set<OperationId>();
  return [...ordered, ...others, ...last].map((step) => {
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
