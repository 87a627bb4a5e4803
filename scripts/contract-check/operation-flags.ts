/**
 * What each operation is, as openapi.yaml says it once (info.description): `x-write` (it changes
 * the backend's state), `x-plan-scoped` (it names the shopper's plan; no plan answers 5002) and
 * `x-proposed` (the storefront proposes it; a backend may not answer it yet). The checker's lists
 * of reads and plan writes are derived from these, never kept by hand.
 */
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { contractOperation } from '#scripts/contract/openapi-validator.ts';

export interface OperationFlags {
  write: boolean;
  planScoped: boolean;
  proposed: boolean;
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

/** The contract's flags of every operation, with `overrides` (tests inject a proposal). */
export function operationFlags(overrides: FlagOverrides = {}): Record<OperationId, OperationFlags> {
  return Object.fromEntries(
    OPERATION_IDS.map((id) => [
      id,
      {
        write: flag(id, 'x-write', true),
        planScoped: flag(id, 'x-plan-scoped', true),
        proposed: flag(id, 'x-proposed', false),
        ...overrides[id],
      },
    ]),
  ) as Record<OperationId, OperationFlags>;
}
