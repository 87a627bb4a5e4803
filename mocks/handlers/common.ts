/**
 * What every mock handler shares: the typed `http` (openapi-msw over the generated `paths`, so
 * a handler can only answer what the contract lists), and the gate each call passes first:
 * latency, the credential check (401) and the scenario's faults.
 *
 * Handlers answer on any origin (`*` base): the app calls `location.origin` in the browser,
 * `http://localhost:3000` in jsdom, and the mock HTTP server's own origin.
 */
import { delay } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '#src/api/generated/schema.d.ts';
import { DEFAULT_FAULT_MESSAGES } from '#mocks/faults.ts';
import {
  OPERATIONS,
  type FaultBody,
  type FaultStatus,
  type OperationId,
  type OperationInfo,
} from '#mocks/operations.ts';
import { requestViolations } from '#mocks/request-check.ts';
import { FAILURE, type MockStore, type StoreResult } from '#mocks/store.ts';

export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** A success or business-failure envelope (always HTTP 200): the contract's EnvelopeBase. */
export type EnvelopeOf<T> = components['schemas']['EnvelopeBase'] & { data: T | null };

export function envelope<T>(result: StoreResult<T>): EnvelopeOf<T> {
  return result.ok
    ? { code: 200, msg: 'success', data: result.data }
    : { code: result.code, msg: result.msg, data: null };
}

export function failure(code: number, msg: string): EnvelopeOf<never> {
  return { code, msg, data: null };
}

export type GateAnswer<Op extends OperationId> =
  | { kind: 'status'; status: FaultStatus<Op>; body: FaultBody<Op> }
  | { kind: 'envelope'; body: EnvelopeOf<never> };

function hasBearer(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');
}

function statusAnswer<Op extends OperationId>(
  operationId: Op,
  status: number,
  msg: string | undefined,
): GateAnswer<Op> {
  const text = msg ?? DEFAULT_FAULT_MESSAGES[status] ?? 'Error';
  const body =
    operationId === 'getStoreProduct'
      ? { status, message: text, description: text }
      : // HTTP 400's envelope carries the contract's bad-request code (400 is no envelope code).
        { code: status === 400 ? FAILURE.badRequest : status, msg: text, data: null };
  // The status comes from a Fault<Op> (typed by the contract) or is the 401 of a secured
  // operation; the body is the contract's shape for it. tests/contract checks every answer.
  return { kind: 'status', status: status as FaultStatus<Op>, body: body as FaultBody<Op> };
}

/**
 * A call the backend will not carry out, as its contract words it: the beacon documents a 400
 * for a body that is not an event; every other call answers the bad-request envelope.
 */
function refusal<Op extends OperationId>(operationId: Op, msg: string): GateAnswer<Op> {
  return operationId === 'submitTraceBeacon'
    ? statusAnswer(operationId, 400, msg)
    : { kind: 'envelope', body: failure(FAILURE.badRequest, msg) };
}

/**
 * Runs before every handler: waits the fault's latency, answers 401 to a secured call without
 * `Authorization: Bearer …`, refuses a request off the contract (query or body), then the
 * scenario's fault for the operation, if any. Null: go on.
 *
 * Every handler repeats the same few lines around it (answer the gate's status or envelope, else
 * read the JSON body and check its region). They stay in each handler on purpose: openapi-msw
 * types each handler's `response` by its own path, so the statuses and bodies it may answer are
 * checked against that operation of the contract; a shared helper would have to erase that type.
 */
export async function gate<Op extends OperationId>(
  store: MockStore,
  operationId: Op,
  request: Request,
): Promise<GateAnswer<Op> | null> {
  const fault = store.faultFor(operationId);
  if (fault?.latencyMs) {
    const session = store.resets();
    await delay(fault.latencyMs);
    // The store was reset meanwhile: this call must not write into the next session's state
    // (a slow test's last tracking beacon landed in the next test's trace). It fails instead.
    if (store.resets() !== session) {
      return refusal(operationId, 'The mock backend was reset during this call');
    }
  }
  const info: OperationInfo = OPERATIONS[operationId];
  if (info.secured && !hasBearer(request)) return statusAnswer(operationId, 401, undefined);
  // Like the real backend would (and Prism does), a request off the contract is refused, loudly:
  // the failure's msg and the console name each field, so a stale client fails its test.
  const violations = await requestViolations(operationId, request);
  if (violations.length > 0) {
    const msg = `The request does not match openapi.yaml: ${violations.join('; ')}`;
    console.error(`[mock backend] ${operationId}: ${msg}`);
    return refusal(operationId, msg);
  }
  if (fault?.status !== undefined) return statusAnswer(operationId, fault.status, fault.msg);
  if (fault?.code !== undefined) {
    return { kind: 'envelope', body: failure(fault.code, fault.msg ?? 'Operation failed') };
  }
  return null;
}

/** The shared `region` every call carries (spec section 7); a failure envelope when missing. */
export function missingRegion(region: string | null | undefined): EnvelopeOf<never> | null {
  return region && region.trim() !== '' ? null : failure(FAILURE.badRequest, 'region is required');
}

/** A positive integer path parameter, or null. */
export function positiveInteger(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads a JSON request body; null when it is not JSON. */
export async function readJson<T>(request: { json(): Promise<T> }): Promise<T | null> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

export function badRequest(msg: string): EnvelopeOf<never> {
  return failure(FAILURE.badRequest, msg);
}

/** The origin the request was made to: the payment URL points back at it. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}
