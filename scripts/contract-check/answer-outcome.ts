/**
 * Whether a call came out as the account's state says: it succeeds (a listed failure code such as
 * 5000 "system busy" on a call that must work is a violation), or it fails with the code the
 * contract gives that case (a wrong state 5003, a plan that is gone 5002, a bad request 4000).
 */
import type { OperationId } from '#mocks/operations.ts';
import type { Violation } from './check-types.ts';
import { isObject } from './json-object.ts';
import type { RuleId } from './rules.ts';

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
  /** The rule `expectCodes` comes from (default: the plan's state, 5003). */
  expectRule?: RuleId;
  /** The rule a success comes from (default: a valid call the account allows succeeds). */
  successRule?: RuleId;
  /** An open call the backend may refuse as a whole (openapi.yaml `x-may-refuse`): 401/403 pass. */
  mayRefuse?: boolean;
}

export type Outcome = Omit<Violation, 'operationId' | 'credential' | 'check'>;

export const REFUSAL_CODES = [401, 403];

/** Operations whose 200 answer is the `{code, msg, data}` envelope (all but the store's JSON). */
export function hasEnvelope(operationId: OperationId): boolean {
  return operationId !== 'getStoreProduct';
}

export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
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

function codeOf(body: unknown): number | undefined {
  return isObject(body) && typeof body.code === 'number' ? body.code : undefined;
}

/** A call the contract says fails (a wrong state, a plan not the shopper's) must fail so. */
function expectedFailure(
  status: number,
  body: unknown,
  expectation: AnswerExpectation,
): Outcome | 'pass' {
  const codes = expectation.expectCodes ?? [];
  const code = codeOf(body);
  if (codes.includes(status) || (status === 200 && code !== undefined && codes.includes(code))) {
    return 'pass';
  }
  return {
    rule: expectation.expectRule ?? 'wrong-state',
    path: status === 200 ? '/code' : '(status)',
    expected: `code ${codes.join(' or ')}: ${expectation.expectReason ?? 'what the contract answers'}`,
    actual: outcomeText(status, body),
  };
}

/**
 * A call the account's state says succeeds must succeed. Null: no verdict (not expected to
 * succeed, or the body is too broken to say; other checks report that).
 */
export function outcomeViolation(
  operationId: OperationId,
  status: number,
  body: unknown,
  expectation: AnswerExpectation,
): Outcome | 'pass' | null {
  if (expectation.expectCodes !== undefined) return expectedFailure(status, body, expectation);
  if (!expectation.success) return null;
  const accepted = [
    ...(expectation.acceptedFailures ?? []),
    ...(expectation.mayRefuse === true ? REFUSAL_CODES : []),
  ];
  const code = codeOf(body);
  const expected = `success (HTTP 200${hasEnvelope(operationId) ? ', code 200' : ''}): the account's state says this call succeeds (--expect-failure ${operationId}:CODE accepts a known failure)`;
  if (status !== 200) {
    if (accepted.includes(status) || (code !== undefined && accepted.includes(code))) return 'pass';
    const rule = expectation.successRule ?? 'succeeds';
    return { rule, path: '(status)', expected, actual: outcomeText(status, body) };
  }
  if (!hasEnvelope(operationId)) return 'pass';
  if (code === undefined) return null;
  if (code === 200 || accepted.includes(code)) return 'pass';
  const rule = expectation.successRule ?? 'succeeds';
  return { rule, path: '/code', expected, actual: outcomeText(status, body) };
}

/**
 * A secured call made without a valid credential must be refused: HTTP 401/403, or (the client
 * treats it the same) an envelope 401/403 inside HTTP 200. Null: refused.
 */
export function refusalFinding(status: number, body: unknown): Outcome | null {
  const code = isObject(body) ? body.code : undefined;
  const refused =
    REFUSAL_CODES.includes(status) ||
    (status === 200 && typeof code === 'number' && REFUSAL_CODES.includes(code));
  if (refused) return null;
  return {
    rule: 'refused-without-credential',
    path: '(status)',
    expected: 'HTTP 401 or 403 (or an envelope code 401/403) without the credential',
    actual: `HTTP ${status}${typeof code === 'number' ? `, code ${code}` : ''}`,
  };
}
