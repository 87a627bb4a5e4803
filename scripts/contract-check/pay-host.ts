/**
 * A payment URL stays on the store's payment host (openapi.yaml PaymentUrl; the storefront
 * follows none on another host): where the contract puts a PaymentUrl in an operation's answer
 * is read from its schema, and its host compared with `--payment-host`.
 */
import { responseSchema } from '#scripts/contract/openapi-validator.ts';
import type { OperationId } from '#mocks/operations.ts';
import type { SecurityFinding } from './answer-security.ts';
import { isObject } from './json-object.ts';
import { resolved } from './request-schema.ts';

const PAYMENT_URL = '#/components/schemas/PaymentUrl';
const pointers = new Map<OperationId, string[]>();

function walk(node: unknown, at: string, found: string[], depth: number): void {
  if (!isObject(node) || depth > 30) return;
  if (node.$ref === PAYMENT_URL) {
    found.push(at);
    return;
  }
  if (typeof node.$ref === 'string') return walk(resolved(node), at, found, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const branch of branches) walk(branch, at, found, depth + 1);
  }
  if (isObject(node.properties)) {
    for (const [name, inner] of Object.entries(node.properties))
      walk(inner, `${at}/${name}`, found, depth + 1);
  }
}

/** JSON pointers of the operation's success answer that hold a payment URL. */
function paymentUrlPointers(operationId: OperationId): string[] {
  let found = pointers.get(operationId);
  if (found === undefined) {
    found = [];
    try {
      walk(responseSchema(operationId, 200), '', found, 0);
    } catch {
      // No 200 answer documented: no payment URL.
    }
    pointers.set(operationId, [...new Set(found)]);
  }
  return found;
}

function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), body);
}

export function payHostFindings(
  operationId: OperationId,
  body: unknown,
  hosts: readonly string[],
): SecurityFinding[] {
  if (hosts.length === 0 || !isObject(body) || body.code !== 200) return [];
  return paymentUrlPointers(operationId).flatMap((pointer): SecurityFinding[] => {
    const value = valueAt(body, pointer);
    if (typeof value !== 'string') return [];
    let host: string;
    try {
      host = new URL(value).host;
    } catch {
      return [];
    }
    if (hosts.includes(host)) return [];
    return [
      {
        check: 'security',
        rule: 'pay-host',
        path: pointer,
        expected: `a URL on ${hosts.join(' or ')} (--payment-host: the store's payment host)`,
        actual: value,
      },
    ];
  });
}
