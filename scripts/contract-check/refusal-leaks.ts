/**
 * With two shoppers: a call naming the second shopper's plan with the first shopper's credential
 * is refused, and the refusal carries nothing of the second shopper (openapi.yaml EnvelopeBase:
 * nothing of a plan or a shopper reaches a caller it is refused to, in `data` or in `msg`).
 */
import type { SampleContext } from '#scripts/contract/sample-requests.ts';
import type { ProbeResult } from './check-types.ts';
import { isObject } from './json-object.ts';

/** A text shorter than this (a city, a first name) is too common to take for a leak. */
const SHORTEST = 5;

/** What of the second shopper a refusal must not carry: its address's lines, zip, phone, name. */
export function personalValues(context: SampleContext): string[] {
  const { address } = context;
  const name = [address.first_name ?? address.firstName, address.last_name ?? address.lastName]
    .filter((part) => typeof part === 'string')
    .join(' ');
  return [address.address1, address.address2, address.zip, address.phone, name].filter(
    (value): value is string => typeof value === 'string' && value.trim().length >= SHORTEST,
  );
}

export function refusalLeak(result: ProbeResult, body: unknown, values: readonly string[]): void {
  const refused = result.status !== 200 || (isObject(body) && body.code !== 200);
  if (!refused || body === undefined) return;
  const text = JSON.stringify(body);
  const leaked = values.filter((value) => text.includes(value));
  if (leaked.length === 0) return;
  result.checks.security = 'fail';
  result.violations.push({
    operationId: result.operationId,
    credential: true,
    role: 'other-shopper-plan',
    check: 'security',
    rule: 'refusal-no-data',
    path:
      isObject(body) &&
      typeof body.msg === 'string' &&
      leaked.some((v) => String(body.msg).includes(v))
        ? '/msg'
        : '(body)',
    expected: 'nothing of the second shopper in a refusal',
    actual: `the second shopper's ${leaked.map((value) => JSON.stringify(value)).join(', ')}`,
  });
}
