/**
 * What each operation is, as openapi.yaml says it once (info.description): `x-write` (it changes
 * the backend's state), `x-plan-scoped` (it names the shopper's plan; no plan answers 5002),
 * `x-proposed` (the storefront proposes it; a backend may not answer it yet), `x-changes` (the
 * plan fields a plan write may change) and `x-plan-status` (the plan status it needs). The
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
}

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
        ...overrides[id],
      },
    ]),
  ) as Record<OperationId, OperationFlags>;
}
