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
import type { WriteStep } from './write-steps.ts';
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
/** The envelope code of a request off its schema or a value out of its range (x-envelope-codes). */
export const BAD_REQUEST_CODE = 4000;

/** The reads, in the contract's order (the plan first: it names the account's plan). */
export function reads(flags: Flags): OperationId[] {
  return OPERATION_IDS.filter((id) => !flags[id].write);
}

/** Writes to the account's plan: run only when the reads (or `--plan-id`) name its plan. */
export function planWrites(flags: Flags): OperationId[] {
  return OPERATION_IDS.filter((id) => flags[id].write && flags[id].planScoped);
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

/** What a write step's own call is for, when more than the write itself. */
function stepRole(step: WriteStep): ProbeRole | undefined {
  // A refused repeat finds the plan in the wrong state: said as such.
  if (step.repeat !== undefined && step.expectCode === undefined) return 'repeat';
  if (step.dateEdge === 'past' || step.dateEdge === 'beyond') return 'out-of-range';
  if (step.dateEdge !== undefined || step.daySpan !== undefined) return 'edge';
  return step.expectCode === undefined ? undefined : 'wrong-state';
}

/** A write step's calls: its refusal probe (first step of an operation), then the write. */
export function writeProbes(step: WriteStep): PlannedProbe[] {
  const probes = withRefusal(step.operationId, true, step.note);
  const own = probes.at(-1) as PlannedProbe;
  const planned = step.refusal ? probes : [own];
  const role = stepRole(step);
  return role === undefined
    ? planned
    : planned.map((probe) => (probe === own ? { ...probe, role } : probe));
}

/** Whether the write's request names a date (changeNextPayDt): its range is checked too. */
export function sendsDate(id: OperationId): boolean {
  const body = SAMPLE_REQUESTS[id](defaultSampleContext()).body;
  return body !== null && typeof body === 'object' && 'nextPayDt' in body;
}
