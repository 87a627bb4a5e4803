/**
 * One call of the checker: the sample request built, sent (after the browser's preflight when an
 * origin is given), and its answer checked (answer-checks.ts, cors-checks.ts). Plain fetch.
 */
import { OPERATIONS } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  sampleUrl,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import {
  checkAnswer,
  skippedChecks,
  type AnswerExpectation,
  type RawAnswer,
} from './answer-checks.ts';
import type { ProbeResult, Violation } from './check-types.ts';
import { answerFindings, preflightFindings, preflightHeaders } from './cors-checks.ts';
import { curlCommand, type CredentialUse } from './curl-command.ts';
import type { PlannedProbe } from './probe-plan.ts';
import { describeBodyFailure, describeRequestFailure } from './transport-failure.ts';
import { isObject } from './json-object.ts';

export interface CallSettings {
  baseUrl: string;
  storeUrl?: string;
  timeoutMs: number;
  origin?: string;
}

/** Who the call is made as: the credential it carries and how the report writes it. */
export interface Caller {
  token: string | undefined;
  use: CredentialUse;
  forgedLast?: string;
  /** The call must be refused (no credential, a forged one): the auth check applies. */
  refusal: boolean;
  /** The operation is `x-proposed`: no route to it is "proposed, not implemented". */
  proposed: boolean;
}

function requestInit(
  method: string,
  sample: SampleRequest,
  token: string | undefined,
  settings: CallSettings,
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
  settings: CallSettings,
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
  settings: CallSettings,
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

/** HTTP statuses (and no route at all) that say a proposed operation is not built yet. */
const NOT_IMPLEMENTED = [404, 405, 501];
const NO_ROUTE = /^(connection refused|connection reset|DNS:)/;

export interface ProbeCall {
  result: ProbeResult;
  body: unknown;
  sample: SampleRequest;
}

export async function runProbe(
  probe: PlannedProbe,
  context: SampleContext,
  expectation: AnswerExpectation,
  settings: CallSettings,
  caller: Caller,
): Promise<ProbeCall> {
  const info = OPERATIONS[probe.operationId];
  const sample = SAMPLE_REQUESTS[probe.operationId](context);
  const base =
    probe.operationId === 'getStoreProduct'
      ? (settings.storeUrl ?? settings.baseUrl)
      : settings.baseUrl;
  const url = sampleUrl(base, info.path, sample);
  const init = requestInit(info.method, sample, caller.token, settings);
  const form = sample.mediaType === 'multipart/form-data' && isObject(sample.body);
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
    ...(probe.role === undefined ? {} : { role: probe.role }),
    curl: curlCommand(
      {
        method: init.method ?? info.method.toUpperCase(),
        url,
        headers: init.headers,
        ...(typeof init.body === 'string' ? { json: init.body } : {}),
        ...(form
          ? {
              form: Object.fromEntries(
                Object.entries(sample.body as object).map(([k, v]) => [k, String(v)]),
              ),
            }
          : {}),
      },
      caller.use,
      caller.forgedLast,
    ),
  };
  const tag = (found: Violation): Violation => ({
    ...found,
    credential: probe.credential,
    ...(probe.role === undefined ? {} : { role: probe.role }),
  });
  const violation = (
    check: Violation['check'],
    found: Pick<Violation, 'path' | 'expected' | 'actual'>,
  ) => {
    result.checks[check] = 'fail';
    result.violations.push(
      tag({ operationId: probe.operationId, credential: probe.credential, check, ...found }),
    );
  };
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
  const notBuilt =
    caller.proposed &&
    ('failure' in sent
      ? sent.failure.path === '(request)' && NO_ROUTE.test(sent.failure.actual)
      : NOT_IMPLEMENTED.includes(sent.answer.status));
  if (notBuilt) {
    result.proposed = 'not implemented';
    if (!('failure' in sent)) result.status = sent.answer.status;
    return { result, body: undefined, sample };
  }
  if ('failure' in sent) {
    violation('transport', { expected: 'an answer', ...sent.failure });
    return { result, body: undefined, sample };
  }
  const { answer, headers } = sent;
  result.status = answer.status;
  result.contentType = answer.contentType;
  const verdict = checkAnswer(probe.operationId, !caller.refusal, answer, expectation);
  result.checks = verdict.checks;
  result.violations = verdict.violations.map(tag);
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
  return { result, body, sample };
}
