/**
 * What one answer of a live backend must satisfy, check by check: the status is one the contract
 * documents, with its media type, a JSON body, a well-formed envelope with a documented code, the
 * schema, the contract's either/or rules, and (without the credential) a refusal.
 */
import {
  documentedResponses,
  openApiDocument,
  unknownFields,
  validateResponse,
} from '#scripts/contract/openapi-validator.ts';
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { CheckName, CheckOutcome, Violation } from './check-types.ts';
import { isObject } from './json-object.ts';

export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
  /** The `Location` header of a redirect (the checker never follows one). */
  location?: string | null;
}

/** What the account's state says of a call made with the credential. */
export interface AnswerExpectation {
  /** The call must succeed: HTTP 200 and, for the API, envelope code 200. */
  success: boolean;
  /** Failure codes (envelope or HTTP) a team accepts for this call (`--expect-failure op:code`). */
  acceptedFailures?: readonly number[];
  /**
   * The call must fail with one of these codes (envelope code, or HTTP status for 401/403): a
   * wrong-state call (5003), a call on a plan that is gone (5002), another shopper's plan.
   */
  expectCodes?: readonly number[];
  /** Why `expectCodes`, for the report (the contract's words). */
  expectReason?: string;
}

export interface AnswerVerdict {
  checks: Record<CheckName, CheckOutcome>;
  violations: Violation[];
  warnings: string[];
}

const REFUSAL_CODES = [401, 403];

/** Operations whose 200 answer is the `{code, msg, data}` envelope (all but the store's JSON). */
function hasEnvelope(operationId: OperationId): boolean {
  return operationId !== 'getStoreProduct';
}

let documentedCodes: Map<number, string> | null = null;

/** The envelope codes the contract lists (`x-envelope-codes` of EnvelopeBase.code). */
export function envelopeCodes(): Map<number, string> {
  if (documentedCodes) return documentedCodes;
  const schemas = (openApiDocument().components as { schemas?: Record<string, unknown> }).schemas;
  const base = schemas?.EnvelopeBase as { properties?: { code?: Record<string, unknown> } };
  const listed = base.properties?.code?.['x-envelope-codes'];
  documentedCodes = new Map(
    Object.entries(isObject(listed) ? listed : {}).map(([code, text]) => [
      Number(code),
      String(text),
    ]),
  );
  return documentedCodes;
}

function mediaTypeOf(contentType: string | null): string | null {
  return contentType === null ? null : (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function isAbsoluteHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The checkout's either/or (spec section 7: "data.worldPayUrl or data.noInventoryList"): a
 * success carries a payment URL or a non-empty list of the items out of stock.
 */
function eitherOr(
  operationId: OperationId,
  body: unknown,
): Omit<Violation, 'operationId' | 'credential' | 'check'>[] {
  if (operationId !== 'checkout' || !isObject(body) || body.code !== 200) return [];
  const data = body.data;
  const list = isObject(data) ? data.noInventoryList : undefined;
  const url = isObject(data) ? data.worldPayUrl : undefined;
  const hasList = Array.isArray(list) && list.length > 0;
  const hasUrl = typeof url === 'string' && url !== '';
  if (!hasList && !hasUrl) {
    return [
      {
        path: '/data',
        expected: 'worldPayUrl (a URL) or a non-empty noInventoryList',
        actual: shown(data),
      },
    ];
  }
  if (hasUrl && !isAbsoluteHttpUrl(url)) {
    return [{ path: '/data/worldPayUrl', expected: 'an absolute http(s) URL', actual: shown(url) }];
  }
  return [];
}

/** Every check 'skip': what a call that could not be made, or not checked yet, reports. */
export function skippedChecks(): Record<CheckName, CheckOutcome> {
  return {
    transport: 'skip',
    status: 'skip',
    'content-type': 'skip',
    json: 'skip',
    envelope: 'skip',
    schema: 'skip',
    'either-or': 'skip',
    outcome: 'skip',
    'read-back': 'skip',
    auth: 'skip',
    cors: 'skip',
  };
}

/** `HTTP 200, code 5000 "system busy"`: what a failed call answered, for a violation. */
function outcomeText(status: number, body: unknown): string {
  const code = isObject(body) ? body.code : undefined;
  const msg = isObject(body) ? body.msg : undefined;
  return [
    `HTTP ${status}`,
    ...(code === undefined ? [] : [`code ${shown(code)}`]),
    ...(typeof msg === 'string' ? [shown(msg)] : []),
  ].join(', ');
}

/** A call the contract says fails (a wrong state, a plan not the shopper's) must fail so. */
function expectedFailure(
  answer: RawAnswer,
  body: unknown,
  expectation: AnswerExpectation,
): Omit<Violation, 'operationId' | 'credential' | 'check'> | 'pass' {
  const codes = expectation.expectCodes ?? [];
  const code = isObject(body) && typeof body.code === 'number' ? body.code : undefined;
  if (
    codes.includes(answer.status) ||
    (answer.status === 200 && code !== undefined && codes.includes(code))
  )
    return 'pass';
  return {
    path: answer.status === 200 ? '/code' : '(status)',
    expected: `code ${codes.join(' or ')}: ${expectation.expectReason ?? 'what the contract answers'}`,
    actual: outcomeText(answer.status, body),
  };
}

/**
 * Integers the contract gives as `integer` (plan, customer, address ids) beyond 2^53 lose
 * precision in every JSON.parse, the storefront's included: a later write would name another id.
 */
function unsafeIntegers(text: string): { key: string; value: string }[] {
  const found: { key: string; value: string }[] = [];
  for (const match of text.matchAll(/"([^"\\]{1,64})"\s*:\s*(-?\d{16,})(?![\d.eE])/g)) {
    const [, key = '', value = ''] = match;
    if (!Number.isSafeInteger(Number(value))) found.push({ key, value });
  }
  return found;
}

/**
 * A call the account's state says succeeds must succeed: a listed failure code (5000 "system
 * busy" on every call) is on the contract's list but not a working backend. Null: no verdict
 * (not expected to succeed, or the body is too broken to say; other checks report that).
 */
function outcomeViolation(
  operationId: OperationId,
  answer: RawAnswer,
  body: unknown,
  expectation: AnswerExpectation,
): Omit<Violation, 'operationId' | 'credential' | 'check'> | 'pass' | null {
  if (expectation.expectCodes !== undefined) return expectedFailure(answer, body, expectation);
  if (!expectation.success) return null;
  const accepted = expectation.acceptedFailures ?? [];
  const code = isObject(body) && typeof body.code === 'number' ? body.code : undefined;
  const expected = `success (HTTP 200${hasEnvelope(operationId) ? ', code 200' : ''}): the account's state says this call succeeds (--expect-failure ${operationId}:CODE accepts a known failure)`;
  if (answer.status !== 200) {
    if (accepted.includes(answer.status) || (code !== undefined && accepted.includes(code)))
      return 'pass';
    return { path: '(status)', expected, actual: outcomeText(answer.status, body) };
  }
  if (!hasEnvelope(operationId)) return 'pass';
  if (code === undefined) return null;
  if (code === 200 || accepted.includes(code)) return 'pass';
  return { path: '/code', expected, actual: outcomeText(answer.status, body) };
}

/**
 * Checks one answer; `credential` says whether the request carried it, `expectation` what the
 * account's state says of the call.
 */
export function checkAnswer(
  operationId: OperationId,
  credential: boolean,
  answer: RawAnswer,
  expectation: AnswerExpectation = { success: false },
): AnswerVerdict {
  const checks: Record<CheckName, CheckOutcome> = { ...skippedChecks(), transport: 'pass' };
  const violations: Violation[] = [];
  const warnings: string[] = [];
  const fail = (check: CheckName, path: string, expected: string, actual: string) => {
    checks[check] = 'fail';
    violations.push({ operationId, credential, check, path, expected, actual });
  };
  const pass = (check: CheckName) => {
    if (checks[check] === 'skip') checks[check] = 'pass';
  };

  // Without the credential a secured call must be refused: HTTP 401/403, or (the client treats it
  // the same) an envelope 401/403 inside HTTP 200.
  let body: unknown;
  const media = mediaTypeOf(answer.contentType);
  const secured = OPERATIONS[operationId].secured;

  const documented = documentedResponses(operationId);
  const mediaTypes = documented.get(String(answer.status));
  // A redirect (to a login page, a maintenance page) is never an answer the app can read: the
  // browser would follow it and hand the app an HTML page.
  if (answer.status >= 300 && answer.status < 400 && mediaTypes === undefined) {
    fail(
      'status',
      '(location)',
      `an answer (one of ${[...documented.keys()].join(', ')}), not a redirect`,
      `HTTP ${answer.status} redirect to ${answer.location ?? '(no Location header)'}`,
    );
    return { checks, violations, warnings };
  }
  if (mediaTypes === undefined) {
    fail(
      'status',
      '(status)',
      `one of ${[...documented.keys()].join(', ')}`,
      String(answer.status),
    );
  } else {
    pass('status');
  }

  if (mediaTypes !== undefined && mediaTypes.length > 0) {
    if (media !== null && mediaTypes.includes(media)) pass('content-type');
    else
      fail(
        'content-type',
        '(content-type)',
        mediaTypes.join(' or '),
        answer.contentType ?? '(none)',
      );
  }

  const expectsJson = (mediaTypes ?? ['application/json']).includes('application/json');
  if (expectsJson && answer.text.trim() === '') {
    fail('json', '(body)', 'a JSON body', '(empty)');
  } else if (expectsJson) {
    try {
      body = JSON.parse(answer.text) as unknown;
      pass('json');
    } catch {
      fail('json', '(body)', 'JSON', shown(answer.text.slice(0, 80)));
    }
  }

  if (!credential && secured) {
    const code = isObject(body) ? body.code : undefined;
    const refused =
      REFUSAL_CODES.includes(answer.status) ||
      (answer.status === 200 && typeof code === 'number' && REFUSAL_CODES.includes(code));
    if (refused) pass('auth');
    else {
      fail(
        'auth',
        '(status)',
        'HTTP 401 or 403 (or an envelope code 401/403) without the credential',
        `HTTP ${answer.status}${typeof code === 'number' ? `, code ${code}` : ''}`,
      );
    }
  }

  if (credential || !secured) {
    const outcome = outcomeViolation(operationId, answer, body, expectation);
    if (outcome === 'pass') pass('outcome');
    else if (outcome !== null) fail('outcome', outcome.path, outcome.expected, outcome.actual);
  }

  if (mediaTypes === undefined || checks.json !== 'pass') {
    return { checks, violations, warnings };
  }

  // A wrong media type is reported once, above; the body is still checked as the documented one.
  const asMedia = media !== null && mediaTypes.includes(media) ? media : undefined;
  const result = validateResponse(operationId, answer.status, body, asMedia);
  for (const issue of result.issues) {
    const envelopeField = hasEnvelope(operationId) && /^\/(code|msg)$/.test(issue.path);
    const isBody = hasEnvelope(operationId) && issue.path === '' && issue.keyword === 'type';
    fail(
      envelopeField || isBody ? 'envelope' : 'schema',
      issue.path || '(body)',
      issue.expected,
      issue.actual,
    );
  }
  if (result.valid) pass('schema');

  // A success without `data` (renamed, say `result`) reads as "no plan" and skips every write.
  if (hasEnvelope(operationId) && isObject(body) && body.code === 200 && !('data' in body)) {
    fail(
      'envelope',
      '/data',
      "the envelope's data (openapi.yaml: every answer is the envelope {code, msg, data}; null when there is none)",
      `(missing; the envelope has ${Object.keys(body).join(', ')})`,
    );
  }
  for (const { key, value } of unsafeIntegers(answer.text)) {
    fail(
      'schema',
      `(body) ${key}`,
      'an integer within ±2^53 (openapi.yaml: integer; a JSON client such as the storefront rounds a larger one and would name another id)',
      value,
    );
  }

  if (hasEnvelope(operationId) && isObject(body) && Number.isInteger(body.code)) {
    const codes = envelopeCodes();
    if (codes.has(body.code as number)) pass('envelope');
    else {
      fail(
        'envelope',
        '/code',
        `a documented code (${[...codes.keys()].join(', ')})`,
        shown(body.code),
      );
    }
  }

  if (operationId === 'checkout' && answer.status === 200) {
    const found = eitherOr(operationId, body);
    for (const violation of found)
      fail('either-or', violation.path, violation.expected, violation.actual);
    if (found.length === 0) pass('either-or');
  }

  if (result.valid) {
    warnings.push(...unknownFields(operationId, answer.status, body, asMedia));
  }
  return { checks, violations, warnings };
}
