/**
 * The contract's operations as the mock layer sees them: method, path, whether the call carries
 * the shopper's credential, and the named examples Prism can pick for its success answer. The
 * table is generated from openapi.yaml (mocks/generated/operations.ts, by
 * scripts/generate-mock-operations.mjs); this module adds its types and lookups.
 *
 * No MSW import: the scenario registry and Prism mode read this in the browser too.
 * `tests/contract/mocks-contract.test.ts` checks the table against openapi.yaml.
 */
import type { operations } from '#src/api/generated/schema.d.ts';
import { OPERATIONS } from '#mocks/generated/operations.ts';

export type OperationId = keyof operations;

/** Status codes an operation's contract lists besides 200: the only ones a fault may use. */
export type FaultStatus<Op extends OperationId> = Extract<
  Exclude<keyof operations[Op]['responses'], 200>,
  number
>;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** The body the contract gives for a fault status (an envelope, or the store's 404 body). */
export type FaultBody<Op extends OperationId> = JsonContent<
  operations[Op]['responses'][FaultStatus<Op>]
>;

export interface OperationInfo {
  method: 'get' | 'post';
  /** The contract's path template. */
  path: string;
  /** Sent with `Authorization: Bearer …`; without it the backend answers 401. */
  secured: boolean;
  /** Names of the examples of the 200 answer in openapi.yaml (what `Prefer: example=` picks). */
  examples: readonly string[];
  /** `x-write`: the call changes the backend's state. */
  write: boolean;
  /** `x-plan-scoped`: the call names the shopper's plan; with no plan it answers code 5002. */
  planScoped: boolean;
  /** `x-undo`: the operation that takes this write back (pause ↔ restart), or null. */
  undo: OperationId | null;
  /** `x-proposed`: the storefront proposes it; a backend may not answer it yet. */
  proposed: boolean;
}

/** The table itself is generated from openapi.yaml (`npm run generate`). */
export { OPERATIONS };

export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

/** Operations whose contract answers 401 and 403 (every call with a credential). */
export const SECURED_OPERATION_IDS = OPERATION_IDS.filter((id) => OPERATIONS[id].secured);

/** The operation a request path and method belong to, or undefined (not an API call). */
export function operationForPath(method: string, pathname: string): OperationId | undefined {
  const lower = method.toLowerCase();
  return OPERATION_IDS.find((id) => {
    const info: OperationInfo = OPERATIONS[id];
    return info.method === lower && templateToRegExp(info.path).test(pathname);
  });
}

/** The operation of an openapi-fetch `schemaPath` (the contract's path template). */
export function operationForTemplate(method: string, template: string): OperationId | undefined {
  const lower = method.toLowerCase();
  return OPERATION_IDS.find((id) => {
    const info: OperationInfo = OPERATIONS[id];
    return info.method === lower && info.path === template;
  });
}

const patterns = new Map<string, RegExp>();
function templateToRegExp(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    pattern = new RegExp(`${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

/** True for a path the mock backend answers (the API and the store's product JSON). */
export function isApiPath(pathname: string): boolean {
  return /\/(autoShip|shopify|trace)\//.test(pathname) || /\/products\/[^/]+\.js$/.test(pathname);
}
