/**
 * `npm run contract:check`'s engine: calls every operation of openapi.yaml on a live backend with
 * the project's sample requests (scripts/contract/sample-requests.ts), in the order of probe-plan.ts, and
 * checks each answer (answer-checks.ts) and, with an origin, what the browser's CORS checks would
 * say (cors-checks.ts). No app code and no browser: plain fetch.
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  sampleUrl,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import { expectsSuccess, learn, notUndone, skipReason, unknownAccount } from './account-state.ts';
import {
  checkAnswer,
  skippedChecks,
  type AnswerExpectation,
  type RawAnswer,
} from './answer-checks.ts';
import type { CheckReport, ProbeResult, Violation, WriteRecord } from './check-types.ts';
import { answerFindings, preflightFindings, preflightHeaders } from './cors-checks.ts';
import {
  NO_SUCH_PLAN_ID,
  PLAN_WRITES,
  readProbes,
  writeProbes,
  writeSteps,
  type PlannedProbe,
} from './probe-plan.ts';
import { describeBodyFailure, describeRequestFailure } from './transport-failure.ts';

export interface CheckOptions {
  /** Origin (and optional base path) of the autoship API. */
  baseUrl: string;
  /** Origin of the store for `/products/{handle}.js` (default: baseUrl). */
  storeUrl?: string;
  /** The shopper's credential, sent as `Authorization: Bearer …`; without it only refusals are checked. */
  token?: string;
  allowWrites?: boolean;
  /** Per request (default 10 s): a backend that does not answer is a violation, not a hang. */
  timeoutMs?: number;
  /** The storefront's origin: each call is checked as the browser's CORS checks would. */
  origin?: string;
  /** The plan the writes use when the account has none the reads can find. */
  planId?: number;
  /** Known failures a team accepts: operation → envelope codes or HTTP statuses. */
  expectedFailures?: Partial<Record<OperationId, number[]>>;
}

type Settings = CheckOptions & { timeoutMs: number };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function requestInit(
  method: string,
  sample: SampleRequest,
  token: string | undefined,
  settings: Settings,
): RequestInit & { headers: Headers } {
  const headers = new Headers({ Accept: 'application/json' });
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  if (settings.origin !== undefined) headers.set('Origin', settings.origin);
  const init = {
    method: method.toUpperCase(),
    headers,
    // A redirect is reported, never followed: the browser would land the app on another page.
    redirect: 'manual' as const,
    signal: AbortSignal.timeout(settings.timeoutMs),
  } satisfies RequestInit;
  if (sample.body === undefined) return init;
  if (sample.mediaType === 'multipart/form-data' && isObject(sample.body)) {
    const form = new FormData();
    for (const [name, value] of Object.entries(sample.body)) form.append(name, String(value));
    return { ...init, body: form };
  }
  headers.set('Content-Type', 'application/json');
  return { ...init, body: JSON.stringify(sample.body) };
}

interface FetchedAnswer {
  answer: RawAnswer;
  headers: Headers;
}

async function send(
  url: string,
  init: RequestInit,
  settings: Settings,
): Promise<FetchedAnswer | { failure: Pick<Violation, 'path' | 'actual'> }> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    return {
      failure: {
        path: '(request)',
        actual: describeRequestFailure(error, url, settings.timeoutMs),
      },
    };
  }
  try {
    const text = await response.text();
    return {
      headers: response.headers,
      answer: {
        status: response.status,
        contentType: response.headers.get('content-type'),
        text,
        location: response.headers.get('location'),
      },
    };
  } catch (error) {
    return {
      failure: {
        path: '(body)',
        actual: `HTTP ${response.status}, ${describeBodyFailure(error, response.headers.get('content-encoding'))}`,
      },
    };
  }
}

/** The browser's preflight of a call, when it makes one. */
async function preflight(
  url: string,
  init: RequestInit & { headers: Headers },
  origin: string,
  settings: Settings,
): Promise<Pick<Violation, 'path' | 'expected' | 'actual'>[]> {
  const requested = preflightHeaders(init.headers).filter((name) => name !== 'origin');
  if (requested.length === 0 && ['GET', 'HEAD', 'POST'].includes(init.method ?? 'GET')) return [];
  const headers = new Headers({
    Origin: origin,
    'Access-Control-Request-Method': init.method ?? 'GET',
  });
  if (requested.length > 0) headers.set('Access-Control-Request-Headers', requested.join(','));
  try {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    await response.arrayBuffer();
    return preflightFindings(response, origin, init.method ?? 'GET', requested);
  } catch (error) {
    return [
      {
        path: '(preflight) request',
        expected: 'an answer to OPTIONS',
        actual: describeRequestFailure(error, url, settings.timeoutMs),
      },
    ];
  }
}

function sameOrigin(url: string, origin: string): boolean {
  return new URL(url).origin === new URL(origin).origin;
}

async function runProbe(
  probe: PlannedProbe,
  context: SampleContext,
  expectation: AnswerExpectation,
  settings: Settings,
): Promise<{ result: ProbeResult; body: unknown }> {
  const info = OPERATIONS[probe.operationId];
  const sample = SAMPLE_REQUESTS[probe.operationId](context);
  const base =
    probe.operationId === 'getStoreProduct'
      ? (settings.storeUrl ?? settings.baseUrl)
      : settings.baseUrl;
  const url = sampleUrl(base, info.path, sample);
  const token = probe.credential ? settings.token : undefined;
  const result: ProbeResult = {
    operationId: probe.operationId,
    credential: probe.credential,
    method: info.method.toUpperCase(),
    url,
    status: null,
    contentType: null,
    durationMs: 0,
    checks: skippedChecks(),
    violations: [],
    warnings: [],
    ...(probe.note === undefined ? {} : { note: probe.note }),
  };
  const violation = (
    check: Violation['check'],
    found: Pick<Violation, 'path' | 'expected' | 'actual'>,
  ) => {
    result.checks[check] = 'fail';
    result.violations.push({
      operationId: probe.operationId,
      credential: probe.credential,
      check,
      ...found,
    });
  };
  const init = requestInit(info.method, sample, token, settings);
  const started = performance.now();
  // The beacon's answer is never read (navigator.sendBeacon), so the browser checks nothing.
  const cors =
    settings.origin !== undefined &&
    probe.operationId !== 'submitTraceBeacon' &&
    !sameOrigin(url, settings.origin)
      ? settings.origin
      : undefined;
  const corsFindings = cors === undefined ? [] : await preflight(url, init, cors, settings);
  const sent = await send(url, init, settings);
  result.durationMs = Math.round(performance.now() - started);
  if ('failure' in sent) {
    violation('transport', { expected: 'an answer', ...sent.failure });
    return { result, body: undefined };
  }
  const { answer, headers } = sent;
  result.status = answer.status;
  result.contentType = answer.contentType;
  const verdict = checkAnswer(probe.operationId, probe.credential, answer, expectation);
  result.checks = verdict.checks;
  result.violations = verdict.violations;
  result.warnings = verdict.warnings;
  if (cors !== undefined) {
    corsFindings.push(...answerFindings(headers, cors));
    for (const found of corsFindings) violation('cors', found);
    if (corsFindings.length === 0) result.checks.cors = 'pass';
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    body = undefined;
  }
  return { result, body };
}

export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const settings: Settings = { timeoutMs: 10_000, ...options };
  // Until the reads find the account's plan, a plan id is asked about only if --plan-id names it.
  const account = unknownAccount(options.planId);
  const probes: ProbeResult[] = [];
  const notes: string[] = [];
  const writes: WriteRecord[] = [];

  const run = async (planned: PlannedProbe[]) => {
    for (const probe of planned) {
      const secured = OPERATIONS[probe.operationId].secured;
      // Without a credential there is nothing to call a secured operation with: only refusals.
      if (probe.credential && options.token === undefined) continue;
      const context = probe.credential
        ? account.context
        : { ...account.context, planId: secured ? NO_SUCH_PLAN_ID : account.context.planId };
      const expectation: AnswerExpectation = {
        success: (probe.credential || !secured) && expectsSuccess(probe.operationId, account),
        acceptedFailures: options.expectedFailures?.[probe.operationId] ?? [],
      };
      const { result, body } = await runProbe(probe, context, expectation, settings);
      // An address or a handle off the contract is not written back or asked about: the
      // writes would fail for the read's fault. The plan's id is kept (it names the plan).
      if (probe.credential || !secured) {
        const readable =
          result.checks.schema !== 'fail' || probe.operationId === 'queryAutoShipPlan';
        if (readable) learn(probe.operationId, body, account);
      }
      probes.push(result);
      if (probe.write && (probe.credential || !secured)) {
        const failed = result.violations.length > 0 || !(isObject(body) && body.code === 200);
        writes.push({
          operationId: probe.operationId,
          planId: PLAN_WRITES.includes(probe.operationId) ? account.context.planId : null,
          outcome: failed ? 'failed' : 'done',
          note: probe.note ?? '',
        });
      }
    }
  };

  await run(readProbes());
  if (options.token !== undefined) {
    if (account.planId === null && options.planId !== undefined) {
      account.planId = options.planId;
      account.planStatus = null;
      notes.push(
        `the reads found no plan: plan ${options.planId} (--plan-id) is the one written to`,
      );
    } else if (!account.planRead) {
      notes.push(
        'the plan read failed: the plan reads asked about a plan that cannot exist, and the plan writes are skipped',
      );
    } else if (account.planId === null) {
      notes.push(
        'the account has no plan: the plan reads asked about a plan that cannot exist, and the plan writes are skipped (--plan-id names a plan to write to)',
      );
    } else if (options.planId !== undefined && options.planId !== account.planId) {
      notes.push(
        `--plan-id ${options.planId} ignored: the account's own plan is ${account.planId}, and only it is written to`,
      );
    }
  }
  if (options.allowWrites) {
    const steps = writeSteps(account.planStatus === 2);
    const skipped = new Map<OperationId, string>();
    for (const step of steps) {
      const reason = options.token === undefined ? null : skipReason(step, account);
      if (reason !== null) skipped.set(step.operationId, reason);
    }
    const runnable = writeProbes(steps).filter(
      (probe) => !(probe.credential && skipped.has(probe.operationId)),
    );
    await run(runnable);
    for (const [operationId, reason] of skipped) {
      writes.push({ operationId, planId: null, outcome: 'skipped', note: reason });
    }
    const order = steps.map((step) => step.operationId);
    writes.sort((a, b) => order.indexOf(a.operationId) - order.indexOf(b.operationId));
    notUndone(writes);
  }

  const violationCount = probes.reduce((sum, probe) => sum + probe.violations.length, 0);
  const warningCount = probes.reduce((sum, probe) => sum + probe.warnings.length, 0);
  return {
    baseUrl: options.baseUrl,
    storeUrl: options.storeUrl ?? options.baseUrl,
    origin: options.origin ?? null,
    planId: account.planId,
    notes,
    writes,
    allowWrites: options.allowWrites ?? false,
    withCredential: options.token !== undefined,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    probes,
    violationCount,
    warningCount,
  };
}
