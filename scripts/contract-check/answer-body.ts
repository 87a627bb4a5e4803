/**
 * What a JSON Schema cannot say of an answer's body: checkout's either/or, integers JSON clients
 * round, and `data` missing from a success.
 */
import type { OperationId } from '#mocks/operations.ts';
import { hasEnvelope, shown, type Outcome } from './answer-outcome.ts';
import type { CheckName } from './check-types.ts';
import { isObject } from './json-object.ts';

export type BodyFinding = Outcome & { check: CheckName };

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
 * success carries a payment URL or a non-empty list of the items out of stock. Null: not a
 * checkout success.
 */
export function eitherOr(
  operationId: OperationId,
  status: number,
  body: unknown,
): BodyFinding[] | null {
  if (operationId !== 'checkout' || status !== 200 || !isObject(body) || body.code !== 200)
    return null;
  const data = body.data;
  const list = isObject(data) ? data.noInventoryList : undefined;
  const url = isObject(data) ? data.worldPayUrl : undefined;
  const hasList = Array.isArray(list) && list.length > 0;
  const hasUrl = typeof url === 'string' && url !== '';
  const found = (path: string, expected: string, actual: unknown): BodyFinding[] => [
    { check: 'either-or', rule: 'either-or', path, expected, actual: shown(actual) },
  ];
  if (!hasList && !hasUrl) {
    return found('/data', 'worldPayUrl (a URL) or a non-empty noInventoryList', data);
  }
  if (hasUrl && !isAbsoluteHttpUrl(url))
    return found('/data/worldPayUrl', 'an absolute http(s) URL', url);
  return [];
}

/**
 * Integers the contract gives as `integer` (plan, customer, address ids) beyond 2^53 lose
 * precision in every JSON.parse, the storefront's included: a later write would name another id.
 */
function unsafeIntegers(text: string): BodyFinding[] {
  const found: BodyFinding[] = [];
  for (const match of text.matchAll(/"([^"\\]{1,64})"\s*:\s*(-?\d{16,})(?![\d.eE])/g)) {
    const [, key = '', value = ''] = match;
    if (Number.isSafeInteger(Number(value))) continue;
    found.push({
      check: 'schema',
      rule: 'safe-integer',
      path: `(body) ${key}`,
      expected:
        'an integer within ±2^53 (a JSON client such as the storefront rounds a larger one and would name another id)',
      actual: value,
    });
  }
  return found;
}

/** A success without `data` (renamed, say `result`) reads as "no plan" and skips every write. */
function missingData(operationId: OperationId, body: unknown): BodyFinding[] {
  if (!hasEnvelope(operationId) || !isObject(body) || body.code !== 200 || 'data' in body)
    return [];
  return [
    {
      check: 'envelope',
      rule: 'envelope',
      path: '/data',
      expected: "the envelope's data (null when there is none)",
      actual: `(missing; the envelope has ${Object.keys(body).join(', ')})`,
    },
  ];
}

export function bodyFindings(operationId: OperationId, text: string, body: unknown): BodyFinding[] {
  return [...missingData(operationId, body), ...unsafeIntegers(text)];
}
