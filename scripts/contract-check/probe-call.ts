/**
 * One call of the checker: the request built (the operation's sample, or the probe's own), sent
 * (after the browser's preflight when an origin is given) and its answer checked: its form
 * (answer-checks.ts), CORS (cors-checks.ts) and the shopper's safety (answer-security.ts).
 */
import { OPERATIONS } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  sampleUrl,
  type SampleContext,
  type SampleRequest,
} from '#scripts/contract/sample-requests.ts';
import { checkAnswer } from './answer-checks.ts';
import { skippedChecks } from './check-types.ts';
import type { AnswerExpectation } from './answer-outcome.ts';
import { securityFindings } from './answer-security.ts';
import { payHostFindings } from './pay-host.ts';
import type { ProbeResult, Violation } from './check-types.ts';
import { corsFindings, corsOrigin } from './probe-cors.ts';
import { requestCurl, type CredentialUse } from './curl-command.ts';
import { requestInit, send, sendPreflight } from './http-call.ts';
import type { PlannedProbe } from './probe-plan.ts';
import type { Finding } from './read-back.ts';

export interface CallSettings {
  baseUrl: string;
  storeUrl?: string;
  timeoutMs: number;
  /** The store's origin (`--origin`): each call is checked as its browser would. */
  origin?: string;
  /** The store's payment hosts (`--payment-host`): payment URLs stay on them. */
  paymentHosts?: readonly string[];
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
  const sample = probe.request ?? SAMPLE_REQUESTS[probe.operationId](context);
  const store = probe.operationId === 'getStoreProduct';
  const url = sampleUrl(
    store ? (settings.storeUrl ?? settings.baseUrl) : settings.baseUrl,
    info.path,
    sample,
  );
  const cors = corsOrigin(probe, url, settings);
  const init = requestInit(
    info.method,
    sample,
    caller.token,
    cors ?? settings.origin,
    settings.timeoutMs,
  );
  const result: ProbeResult = {
    operationId: probe.operationId,
    credential: probe.credential,
    method: init.method,
    url,
    status: null,
    contentType: null,
    durationMs: 0,
    checks: skippedChecks(),
    violations: [],
    warnings: [],
    ...(probe.note === undefined ? {} : { note: probe.note }),
    ...(probe.role === undefined ? {} : { role: probe.role }),
    curl: requestCurl(init, url, sample, caller.use, caller.forgedLast),
  };
  const tag = (found: Violation): Violation => ({
    ...found,
    credential: probe.credential,
    ...(probe.role === undefined ? {} : { role: probe.role }),
  });
  const violation = (check: Violation['check'], found: Finding) => {
    result.checks[check] = 'fail';
    result.violations.push(
      tag({ operationId: probe.operationId, credential: probe.credential, check, ...found }),
    );
  };
  const started = performance.now();
  const before =
    cors === undefined ? null : await sendPreflight(url, init, cors, settings.timeoutMs);
  const sent = await send(url, init, settings.timeoutMs);
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
    violation('transport', { rule: 'answers', expected: 'an answer', ...sent.failure });
    return { result, body: undefined, sample };
  }
  const { answer, headers } = sent;
  result.status = answer.status;
  result.contentType = answer.contentType;
  const verdict = checkAnswer(probe.operationId, !caller.refusal, answer, expectation);
  result.checks = verdict.checks;
  result.violations = verdict.violations.map(tag);
  result.warnings = verdict.warnings;
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    body = undefined;
  }
  if (cors !== undefined) {
    const corsFound = corsFindings(probe, init.method, before, headers, cors);
    for (const found of corsFound) violation('cors', found);
    if (corsFound.length === 0) result.checks.cors = 'pass';
  }
  const exchange = {
    operationId: probe.operationId,
    use: caller.use,
    token: caller.token,
    headers,
  };
  const security = [
    ...securityFindings({ ...exchange, status: answer.status, text: answer.text, body }),
    ...payHostFindings(probe.operationId, body, settings.paymentHosts ?? []),
  ];
  for (const found of security) violation(found.check, found);
  if (security.length === 0) result.checks.security = 'pass';
  return { result, body, sample };
}
