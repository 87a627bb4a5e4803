/**
 * The order the checker calls the operations in: reads first (what they answer teaches the later
 * calls the account's plan, address and product), then, only with `--allow-writes`, the writes,
 * each undone where the API allows. Every secured call is made once with the credential and once
 * without (the backend must refuse the second).
 */
import type { OperationId } from '#mocks/operations.ts';

export interface PlannedProbe {
  operationId: OperationId;
  credential: boolean;
  write: boolean;
  note?: string;
}

const READS: OperationId[] = [
  'queryAutoShipPlan',
  'queryNextPayDt',
  'getPlanAddress',
  'queryCustomerAddress',
  'queryOrders',
  'getShopifyProductInfo',
  'getStoreProduct',
];

/** Unsecured operations (security: [] in the contract) have no refusal to check. */
const UNSECURED: readonly OperationId[] = ['getStoreProduct', 'submitTraceBeacon'];

interface WriteStep {
  operationId: OperationId;
  note: string;
}

/** The writes in a safe order; `planWasPaused` decides how pause and restart undo each other. */
function writes(planWasPaused: boolean): WriteStep[] {
  const pauseAndRestart: WriteStep[] = planWasPaused
    ? [
        { operationId: 'restartPlan', note: 'undone by the pause after it' },
        { operationId: 'pausePlan', note: 'undoes the restart (the plan was paused)' },
      ]
    : [
        { operationId: 'pausePlan', note: 'undone by the restart after it' },
        { operationId: 'restartPlan', note: 'undoes the pause' },
      ];
  return [
    { operationId: 'submitTraceEvent', note: 'records one tracking event' },
    { operationId: 'submitTraceEvents', note: 'records two tracking events' },
    { operationId: 'submitTraceBeacon', note: 'records one tracking event' },
    { operationId: 'changePlanAddress', note: "writes the plan's own address back" },
    { operationId: 'changePlan', note: "writes the plan's own items and interval back" },
    ...pauseAndRestart,
    {
      operationId: 'toCheckoutCar',
      note: 'rebuilds the plan from its own items (cannot be undone)',
    },
    { operationId: 'completeInfoAndGetPayUrl', note: "saves the plan's own address" },
    { operationId: 'checkout', note: 'rebuilds the plan (status 0; cannot be undone)' },
    { operationId: 'terminatePlan', note: 'deletes the plan, last (cannot be undone)' },
  ];
}

export function readProbes(): PlannedProbe[] {
  return [
    ...READS.map((operationId) => ({ operationId, credential: true, write: false })),
    ...READS.filter((id) => !UNSECURED.includes(id)).map((operationId) => ({
      operationId,
      credential: false,
      write: false,
      note: 'must be refused',
    })),
  ];
}

/**
 * The writes: first each secured one without the credential (a backend that enforces it changes
 * nothing), then each with it.
 */
export function writeProbes(planWasPaused: boolean): PlannedProbe[] {
  const steps = writes(planWasPaused);
  return [
    ...steps
      .filter((step) => !UNSECURED.includes(step.operationId))
      .filter(
        (step, index, all) => all.findIndex((s) => s.operationId === step.operationId) === index,
      )
      .map((step) => ({
        operationId: step.operationId,
        credential: false,
        write: true,
        note: 'must be refused',
      })),
    ...steps.map((step) => ({ ...step, credential: true, write: true })),
  ];
}
