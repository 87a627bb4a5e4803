/**
 * Spec sections 3 and 4: planId 0 is no plan; status 0/absent draft, 1 active, 2 paused. Review
 * is in create mode for no plan or a draft, else edit.
 */
import type { Plan } from '#src/api/schema-types.ts';

const PLAN_STATUS = Object.freeze({ draft: 0, active: 1, paused: 2 });

export type PlanState = 'none' | 'draft' | 'active' | 'paused';
export type ReviewMode = 'create' | 'edit';

function positive(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function hasPlan(plan: Plan | null | undefined): plan is Plan {
  return Boolean(plan) && positive(plan?.planId) > 0;
}

export function planState(plan: Plan | null | undefined): PlanState {
  if (!hasPlan(plan)) return 'none';
  const status = positive(plan.status);
  if (status === PLAN_STATUS.paused) return 'paused';
  if (status === PLAN_STATUS.active) return 'active';
  return 'draft';
}

export function reviewMode(plan: Plan | null | undefined): ReviewMode {
  return plan && positive(plan.status) > 0 ? 'edit' : 'create';
}

/** Spec section 4, create-mode checkout step 4, after querying the plan again. */
export type CheckoutRoute = 'rebuild' | 'pay' | 'checkout-with-form' | 'build';

export function checkoutRoute(plan: Plan | null | undefined): CheckoutRoute {
  if (!hasPlan(plan)) return 'build';
  if (positive(plan.status) === PLAN_STATUS.draft) return 'rebuild';
  return positive(plan.addressId) > 0 ? 'pay' : 'checkout-with-form';
}
