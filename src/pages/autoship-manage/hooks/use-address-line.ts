import { usePlanAddressQuery } from '#src/api/operations/get-plan-address.ts';
import type { Address } from '#src/api/schema-types.ts';
import { addressDisplay } from '#src/domain/address/address-display.ts';
import type { AddressLineState } from '#src/pages/autoship-manage/address-line-state.ts';
import type { PlanView } from '#src/features/plan/plan-view.ts';

export interface PlanAddress {
  /** The plan's address as the server sent it, or null (none, loading, failed). */
  address: Address | null;
  line: AddressLineState;
}

/**
 * The plan's address and its display line (spec section 3). Asked only when the plan has an
 * address id; a failure (or an answer without the address) is said in place of the line, without a toast, since the rest of the
 * plan is still worth showing.
 */
export function useAddressLine(view: PlanView | null): PlanAddress {
  const planId = view?.planId ?? 0;
  const hasAddress = (view?.addressId ?? 0) > 0;
  const query = usePlanAddressQuery(planId, { enabled: hasAddress && planId > 0 });

  if (!hasAddress) return { address: null, line: { kind: 'none' } };
  if (query.isPending) return { address: null, line: { kind: 'loading' } };
  const address = query.data;
  // The plan names an address id, so an answer without one (null, or nothing to show) is a
  // failure to say, never "No shipping address yet".
  const line = address ? addressDisplay(address) : null;
  if (!address || !line) return { address: null, line: { kind: 'failed' } };
  return { address, line: { kind: 'shown', line } };
}
