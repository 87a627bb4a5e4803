/**
 * What one answer of a live backend must satisfy, check by check: the status is one the contract
 * documents, with its media type, a JSON body, a well-formed envelope with a documented code, the
 * schema, the contract's either/or rules, and (without the credential) a refusal.
 */
import {
  openApiDocument,
  unknownFields,
  validateResponse,
} from '#scripts/contract/openapi-validator.ts';
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { bodyFindings, eitherOr } from './answer-body.ts';
import { formOf } from './answer-form.ts';
import {
  hasEnvelope,
  outcomeViolation,
  refusalFinding,
  shown,
  type AnswerExpectation,
} from './answer-outcome.ts';
import { skippedChecks, type CheckName, type CheckOutcome, type Violation } from './check-types.ts';
import { isObject } from './json-object.ts';
import type { RuleId } from './rules.ts';

export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
  /** The `Location` header of a redirect (the checker never follows one). */
  location?: string | null;
}

export interface AnswerVerdict {
  checks: Record<CheckName, CheckOutcome>;
  violations: Violation[];
  warnings: string[];
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
  const fail = (check: CheckName, rule: RuleId, path: string, expected: string, actual: string) => {
    checks[check] = 'fail';
    violations.push({ operationId, credential, check, rule, path, expected, actual });
  };
  const pass = (check: CheckName) => {
    if (checks[check] === 'skip') checks[check] = 'pass';
  };

  const form = formOf(operationId, answer);
  for (const found of form.findings)
    fail(found.check, found.rule, found.path, found.expected, found.actual);
  for (const check of form.passed) pass(check);
  if (form.redirect) return { checks, violations, warnings };
  const { body, media, mediaTypes } = form;

  // Without the credential a secured call must be refused (answer-outcome.ts).
  const secured = OPERATIONS[operationId].secured;
  if (!credential && secured) {
    const refusal = refusalFinding(answer.status, body);
    if (refusal === null) pass('auth');
    else fail('auth', refusal.rule, refusal.path, refusal.expected, refusal.actual);
  }

  if (credential || !secured) {
    const outcome = outcomeViolation(operationId, answer.status, body, expectation);
    if (outcome === 'pass') pass('outcome');
    else if (outcome !== null) {
      fail('outcome', outcome.rule, outcome.path, outcome.expected, outcome.actual);
    }
  }

  if (mediaTypes === undefined || checks.json !== 'pass') return { checks, violations, warnings };

  // A wrong media type is reported once, above; the body is still checked as the documented one.
  const asMedia = media !== null && mediaTypes.includes(media) ? media : undefined;
  const result = validateResponse(operationId, answer.status, body, asMedia);
  for (const issue of result.issues) {
    const envelopeField = hasEnvelope(operationId) && /^\/(code|msg)$/.test(issue.path);
    const isBody = hasEnvelope(operationId) && issue.path === '' && issue.keyword === 'type';
    const [check, rule] =
      envelopeField || isBody
        ? (['envelope', 'envelope'] as const)
        : (['schema', 'schema'] as const);
    fail(check, rule, issue.path || '(body)', issue.expected, issue.actual);
  }
  if (result.valid) pass('schema');
  for (const found of bodyFindings(operationId, answer.text, body)) {
    fail(found.check, found.rule, found.path, found.expected, found.actual);
  }

  if (hasEnvelope(operationId) && isObject(body) && Number.isInteger(body.code)) {
    const codes = envelopeCodes();
    if (codes.has(body.code as number)) pass('envelope');
    else {
      const listed = `a documented code (${[...codes.keys()].join(', ')})`;
      fail('envelope', 'listed-code', '/code', listed, shown(body.code));
    }
  }

  const either = eitherOr(operationId, answer.status, body);
  for (const found of either ?? []) {
    fail(found.check, found.rule, found.path, found.expected, found.actual);
  }
  if (either?.length === 0) pass('either-or');

  if (result.valid) warnings.push(...unknownFields(operationId, answer.status, body, asMedia));
  return { checks, violations, warnings };
}
