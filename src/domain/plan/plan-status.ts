/**
 * Plan states (spec sections 3 and 4): planId 0 means no plan; status 0 or absent is a plan built
 * but not paid (draft), 1 active, 2 paused. The review page works in create mode when the plan
 * query returns nothing or a draft, and in edit mode for a plan with a status above 0.
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

/**
 * Create-mode checkout, step 4 (spec section 4), after querying the plan again:
 * - 'rebuild': a draft plan (status 0 with a planId): rebuild it, then check out;
 * - 'pay': a plan with an address: ask for the payment URL directly;
 * - 'checkout-with-form': a plan without an address: check out with the form's address;
 * - 'build': no plan: build one with the default or entered address, then check out.
 */
export type CheckoutRoute = 'rebuild' | 'pay' | 'checkout-with-form' | 'build';

export function checkoutRoute(plan: Plan | null | undefined): CheckoutRoute {
  if (!hasPlan(plan)) return 'build';
  if (positive(plan.status) === PLAN_STATUS.draft) return 'rebuild';
  return positive(plan.addressId) > 0 ? 'pay' : 'checkout-with-form';
}
