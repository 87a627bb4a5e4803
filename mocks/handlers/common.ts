/**
 * What every mock handler shares: the typed `http` (openapi-msw over the generated `paths`, so
 * a handler can only answer what the contract lists), and the gate each call passes first:
 * latency, the credential check (401) and the scenario's faults.
 *
 * Handlers answer on any origin (`*` base): the app calls `location.origin` in the browser,
 * `http://localhost:3000` in jsdom, and the mock HTTP server's own origin.
 */
import { delay, HttpResponse, type JsonBodyType } from 'msw';
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
import { namesAnotherPlan } from './named-plan.ts';
import type { MockStore } from '#mocks/store.ts';
import { FAILURE, type StoreResult } from '#mocks/store/mock-state.ts';
import { stalePlanVersion } from '#mocks/store/plan-version.ts';

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
  | { kind: 'envelope'; body: EnvelopeOf<never> }
  | { kind: 'recorded'; status: number; body: unknown };

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

/** Settles only when the caller gives up on the call (its signal aborts): no answer till then. */
function callerGivesUp(request: Request): Promise<void> {
  return new Promise((resolve) => {
    if (request.signal.aborted) resolve();
    else request.signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Runs before every handler: hangs on a fault that never answers, else waits the fault's latency,
 * answers 401 to a secured call without `Authorization: Bearer …`, refuses a request off the
 * contract (query or body), then the scenario's fault for the operation, if any. Null: go on.
 */
export async function gate<Op extends OperationId>(
  store: MockStore,
  operationId: Op,
  request: Request,
): Promise<GateAnswer<Op> | null> {
  const fault = store.faultFor(operationId);
  if (fault?.neverAnswers) {
    await callerGivesUp(request);
    // Nobody reads this: the caller has gone (the app's timeout, or the page left).
    return refusal(operationId, 'The caller gave up before an answer');
  }
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
  if (fault?.answer) return { kind: 'recorded', ...fault.answer };
  if (fault?.status !== undefined) return statusAnswer(operationId, fault.status, fault.msg);
  if (fault?.code !== undefined && !(await namesAnotherPlan(store, operationId, request))) {
    return { kind: 'envelope', body: failure(fault.code, fault.msg ?? 'Operation failed') };
  }
  const stale = info.write ? staleVersionOf(store, info, request) : null;
  return stale === null ? null : { kind: 'envelope', body: failure(FAILURE.planChanged, stale) };
}

/** The plan id of a request to a path that names it (`/autoShip/pausePlan/{planId}`), or null. */
function pathPlanId(info: OperationInfo, request: Request): number | null {
  const names = info.path.split('/');
  const index = names.indexOf('{planId}');
  if (index < 0) return null;
  // Counted from the end: an API base with a path of its own (an app proxy) comes before it.
  const segments = new URL(request.url).pathname.split('/');
  return positiveInteger(segments[segments.length - (names.length - index)]);
}

/** openapi.yaml, "Plan version": a write sent with another `planVersion` than the plan's. */
function staleVersionOf(store: MockStore, info: OperationInfo, request: Request): string | null {
  const sent = new URL(request.url).searchParams.get('planVersion');
  return stalePlanVersion(store.queryPlan(), pathPlanId(info, request), sent);
}

/** A positive integer path parameter, or null. */
export function positiveInteger(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads a JSON request body; null when it is not JSON. */
async function readJson<T>(request: { json(): Promise<T> }): Promise<T | null> {
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

/** What a handler's resolver is given (openapi-msw types `request.json()` by the operation). */
interface ResolverInfo {
  request: Request & { json(): Promise<unknown> };
}

type JsonOf<Info extends ResolverInfo> = NonNullable<Awaited<ReturnType<Info['request']['json']>>>;

/** The gate's answer, or a bad-request envelope: the contract's fault bodies for the operation. */
type Refusal<Op extends OperationId> = HttpResponse<
  (FaultBody<Op> | EnvelopeOf<never>) & JsonBodyType
>;

function answerGate<Op extends OperationId>(gated: GateAnswer<Op>): Refusal<Op> {
  // A recorded answer was checked against the contract when it was recorded (mock:record).
  const body = gated.body as (FaultBody<Op> | EnvelopeOf<never>) & JsonBodyType;
  return gated.kind === 'envelope'
    ? HttpResponse.json(body)
    : HttpResponse.json(body, { status: gated.status });
}

/** A bad-request envelope (HTTP 200, code 4000) as a handler's answer. */
export function refuse(msg: string): HttpResponse<EnvelopeOf<never>> {
  return HttpResponse.json(badRequest(msg));
}

/**
 * Where a call carries the shared `region` (spec section 7): its query string, its JSON body, or
 * nowhere it can be checked here (the tracking calls have none; the product bridge has it in its
 * path, which the handler checks).
 */
type RegionIn = 'query' | 'body' | 'none';

function regionRefusal(
  where: RegionIn,
  request: Request,
  body: unknown,
): HttpResponse<EnvelopeOf<never>> | null {
  if (where === 'none') return null;
  const region =
    where === 'query'
      ? new URL(request.url).searchParams.get('region')
      : (body as { region?: unknown }).region;
  // Whitespace is a region as far as openapi.yaml goes (minLength 1); only absence is refused.
  return typeof region === 'string' && region !== '' ? null : refuse('region is required');
}

/**
 * The preamble every handler shares, written once: the gate (latency, 401, the request checked
 * against openapi.yaml, the scenario's fault), then the `region` in the query. `answer` runs
 * only when all of that passed and answers through openapi-msw's typed `response`, so success
 * answers stay checked against the operation's contract; the refusals here are the contract's
 * fault bodies for that operation (`FaultBody<Op>`) or its bad-request envelope.
 */
export async function handle<Op extends OperationId, Info extends ResolverInfo, Answer>(
  store: MockStore,
  operationId: Op,
  info: Info,
  region: 'query' | 'none',
  answer: () => Answer | Promise<Answer>,
): Promise<Answer | Refusal<Op>> {
  const gated = await gate(store, operationId, info.request);
  if (gated) return answerGate(gated);
  return regionRefusal(region, info.request, null) ?? answer();
}

/** `handle` for a call with a JSON body: the body is required, and `answer` is given it. */
export async function handleJson<Op extends OperationId, Info extends ResolverInfo, Answer>(
  store: MockStore,
  operationId: Op,
  info: Info,
  region: 'body' | 'none',
  answer: (body: JsonOf<Info>) => Answer | Promise<Answer>,
): Promise<Answer | Refusal<Op>> {
  const gated = await gate(store, operationId, info.request);
  if (gated) return answerGate(gated);
  const body = await readJson<JsonOf<Info> | null>(
    info.request as { json(): Promise<JsonOf<Info> | null> },
  );
  if (!body) return refuse('a JSON body is required');
  return regionRefusal(region, info.request, body) ?? answer(body);
}
