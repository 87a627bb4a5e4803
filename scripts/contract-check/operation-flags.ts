/**
 * What each operation is, as openapi.yaml says it once (info.description): `x-write` (it changes
 * the backend's state), `x-plan-scoped` (it names the shopper's plan; no plan answers 5002),
 * `x-proposed` (the storefront proposes it; a backend may not answer it yet), `x-changes` (the
 * plan fields a plan write may change), `x-plan-status` (the plan status it needs), `x-repeat`
 * (what a repeat does), `x-may-refuse` and `x-not-found`. The
 * checker's lists of reads, plan writes and what each write may touch are derived from these,
 * never kept by hand.
 */
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { contractOperation } from '#scripts/contract/openapi-validator.ts';

export interface OperationFlags {
  write: boolean;
  planScoped: boolean;
  proposed: boolean;
  /** The plan fields the write may change (`x-changes`); null: it says nothing of them. */
  changes: readonly string[] | null;
  /** The plan status the write needs (`x-plan-status`); in any other it answers 5003. */
  planStatus: number | null;
  /** What the same write sent again does (`x-repeat`); null: the contract does not say. */
  repeat: Repeat | null;
  /** An open call the backend may refuse as a whole with its documented 401/403 (`x-may-refuse`). */
  mayRefuse: boolean;
  /** What a product that does not exist answers (`x-not-found`: an envelope code or HTTP status). */
  notFound: number | null;
  /** Served by another server than the backend's (its own `servers`: the store's product JSON). */
  servedElsewhere: boolean;
}

export const REPEATS = ['same', 'again', 'refused'] as const;
export type Repeat = (typeof REPEATS)[number];

export type FlagOverrides = Partial<Record<OperationId, Partial<OperationFlags>>>;

function flag(operationId: OperationId, name: string, required: boolean): boolean {
  const value = contractOperation(operationId).operation[name];
  if (value === undefined && !required) return false;
  if (typeof value !== 'boolean') {
    throw new Error(`openapi.yaml: ${operationId} must say ${name}: true or false`);
  }
  return value;
}

function changes(operationId: OperationId): readonly string[] | null {
  const value = contractOperation(operationId).operation['x-changes'];
  if (value === undefined) return null;
  if (!Array.isArray(value) || !value.every((field) => typeof field === 'string')) {
    throw new Error(`openapi.yaml: ${operationId} x-changes must list plan fields`);
  }
  return value as string[];
}

function planStatus(operationId: OperationId): number | null {
  const value = contractOperation(operationId).operation['x-plan-status'];
  if (value === undefined) return null;
  if (!Number.isInteger(value)) {
    throw new Error(`openapi.yaml: ${operationId} x-plan-status must be a plan status`);
  }
  return value as number;
}

function repeat(operationId: OperationId): Repeat | null {
  const value = contractOperation(operationId).operation['x-repeat'];
  if (value === undefined) return null;
  const known = REPEATS.find((name) => name === value);
  if (known === undefined) {
    throw new Error(`openapi.yaml: ${operationId} x-repeat must be one of ${REPEATS.join(', ')}`);
  }
  return known;
}

function notFound(operationId: OperationId): number | null {
  const value = contractOperation(operationId).operation['x-not-found'];
  if (value === undefined) return null;
  if (!Number.isInteger(value)) {
    throw new Error(`openapi.yaml: ${operationId} x-not-found must be a code or an HTTP status`);
  }
  return value as number;
}

/** The contract's flags of every operation, with `overrides` (tests inject a proposal). */
export function operationFlags(overrides: FlagOverrides = {}): Record<OperationId, OperationFlags> {
  return Object.fromEntries(
    OPERATION_IDS.map((id) => [
      id,
      {
        write: flag(id, 'x-write', true),
        planScoped: flag(id, 'x-plan-scoped', true),
        proposed: flag(id, 'x-proposed', false),
        changes: changes(id),
        planStatus: planStatus(id),
        repeat: repeat(id),
        mayRefuse: flag(id, 'x-may-refuse', false),
        notFound: notFound(id),
        servedElsewhere: contractOperation(id).operation.servers !== undefined,
        ...overrides[id],
      },
    ]),
  ) as Record<OperationId, OperationFlags>;
}
