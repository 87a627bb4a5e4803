/**
 * The order the checker calls the operations in: reads first (what they answer teaches the later
 * calls the account's plan, address and product), then, only with `--allow-writes`, the writes,
 * each undone where the API allows, terminatePlan last. Every secured call is also made without
 * the credential (the backend must refuse it), just before the same call with it; a refusal
 * probe names a plan that cannot exist, so a backend that forgets the check changes nothing.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';

export interface PlannedProbe {
  operationId: OperationId;
  credential: boolean;
  write: boolean;
  note?: string;
}

/**
 * The plan id of every refusal probe: the largest 32-bit id, which no backend's sequence hands
 * out (a plan id is at least 1, so the request stays on the contract).
 */
export const NO_SUCH_PLAN_ID = 2_147_483_647;

const READS: OperationId[] = [
  'queryAutoShipPlan',
  'queryNextPayDt',
  'getPlanAddress',
  'queryCustomerAddress',
  'queryOrders',
  'getShopifyProductInfo',
  'getStoreProduct',
];

/** Writes to the account's plan: run only when the reads (or `--plan-id`) name its plan. */
export const PLAN_WRITES: readonly OperationId[] = [
  'changePlanAddress',
  'changePlan',
  'pausePlan',
  'restartPlan',
  'toCheckoutCar',
  'completeInfoAndGetPayUrl',
  'checkout',
  'terminatePlan',
];

export interface WriteStep {
  operationId: OperationId;
  note: string;
}

/** The writes in a safe order; `planWasPaused` decides how pause and restart undo each other. */
export function writeSteps(planWasPaused: boolean): WriteStep[] {
  const pauseAndRestart: WriteStep[] = planWasPaused
    ? [
        {
          operationId: 'restartPlan',
          note: 'restarts the paused plan; undone by the pause after it',
        },
        { operationId: 'pausePlan', note: 'pauses the plan again: undoes the restart' },
      ]
    : [
        { operationId: 'pausePlan', note: 'pauses the plan; undone by the restart after it' },
        { operationId: 'restartPlan', note: 'restarts the plan: undoes the pause' },
      ];
  return [
    { operationId: 'submitTraceEvent', note: 'records one tracking event (not undone)' },
    { operationId: 'submitTraceEvents', note: 'records two tracking events (not undone)' },
    { operationId: 'submitTraceBeacon', note: 'records one tracking event (not undone)' },
    { operationId: 'changePlanAddress', note: "writes the plan's own address back (no change)" },
    {
      operationId: 'changePlan',
      note: "writes the plan's own items and interval back (no change)",
    },
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
    { operationId: 'terminatePlan', note: 'deletes the plan, last (cannot be undone)' },
  ];
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
export function readProbes(): PlannedProbe[] {
  return READS.flatMap((operationId) => withRefusal(operationId, false));
}

/** The writes, each secured one right after its refusal probe. */
export function writeProbes(steps: readonly WriteStep[]): PlannedProbe[] {
  return steps.flatMap((step) => withRefusal(step.operationId, true, step.note));
}
