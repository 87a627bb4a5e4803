/**
 * Which writes of a run are not made, and why (the WRITES list says it): a plan the reads could
 * not find or hold, a status the contract's x-plan-status does not allow, no address to write
 * back, a range's edges near midnight UTC; and an undo pair's first write left undone.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { SAMPLE_REQUESTS } from '#scripts/contract/sample-requests.ts';
import type { Account } from './account-state.ts';
import type { WriteRecord } from './check-types.ts';
import { isObject } from './json-object.ts';
import type { OperationFlags } from './operation-flags.ts';
import { PLAN_NOT_FOUND_CODE, PLAN_STATE_CODE, planWrites } from './probe-plan.ts';
import { nearMidnight } from './write-step-context.ts';
import type { WriteStep } from './write-steps.ts';

/** The statuses an undo pair moves a plan between (x-plan-status of pause and restart). */
function pairStatuses(flags: Record<OperationId, OperationFlags>): number[] {
  return OPERATION_IDS.filter((id) => {
    const undo = OPERATIONS[id].undo;
    return undo !== null && undo !== id && flags[id].planStatus !== null;
  }).map((id) => flags[id].planStatus as number);
}

/** Why a plan write is not run against this account, or null when it runs. */
export function skipReason(
  step: WriteStep,
  account: Account,
  flags: Record<OperationId, OperationFlags>,
): string | null {
  if (!planWrites(flags).includes(step.operationId)) return null;
  if (step.dateEdge !== undefined && nearMidnight()) {
    return "within ten minutes of midnight UTC the backend's today may differ from the check's: the range's edges are not tried";
  }
  if (account.unsafePlanId) {
    return "the plan's id is above 2^53: read as JSON it names another plan, which is not written to";
  }
  if (account.planId === null) {
    return 'the account has no plan the reads could find (--plan-id names one to write to)';
  }
  const needs = flags[step.operationId].planStatus;
  const undo = OPERATIONS[step.operationId].undo;
  const paired = undo !== null && undo !== step.operationId;
  const status = account.planStatus ?? -1;
  // A pair (pause, restart) runs from either of its statuses; a write of its own, and the
  // wrong-state calls the pair sets up, from the status the contract says.
  const allowed =
    needs === null || step.expectCode === PLAN_NOT_FOUND_CODE
      ? null
      : paired || step.expectCode === PLAN_STATE_CODE
        ? pairStatuses(flags)
        : [needs];
  if (allowed !== null && !allowed.includes(status)) {
    return `plan ${account.planId} has status ${account.planStatus ?? 'unknown'}: openapi.yaml (x-plan-status) has ${step.operationId} run on status ${allowed.join(' or ')} here`;
  }
  const sample = SAMPLE_REQUESTS[step.operationId](account.context);
  if (isObject(sample.body) && 'address1' in sample.body && !account.planAddress) {
    return `plan ${account.planId} has no address (on the contract) to write back`;
  }
  return null;
}

/** A write of an undo pair that went through but whose undoing call failed is said loudly. */
export function notUndone(writes: WriteRecord[]): void {
  const pair = writes.filter((write) => {
    const undo = OPERATIONS[write.operationId].undo;
    return undo !== null && undo !== write.operationId && write.expectCode === undefined;
  });
  const [first, second] = pair;
  if (first?.outcome === 'done' && second !== undefined && second.outcome !== 'done') {
    first.note = `${first.note} — NOT UNDONE: ${second.operationId} failed`;
  }
}
