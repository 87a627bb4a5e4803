/**
 * Where the spec is silent: a draft (status 0 with a planId) has no pay date, pause or restart,
 * since nothing is scheduled until it is paid; an item without a compare-at price shows its price.
 */
import type { Plan } from '#src/api/schema-types.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { toPlanDisplayData, type PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { planState } from '#src/domain/plan/plan-status.ts';
import { toPlanItemView, type PlanItemView } from './plan-item-view.ts';

type ShownPlanState = 'draft' | 'active' | 'paused';

export interface PlanView {
  state: ShownPlanState;
  planId: number;
  /** 0 when the plan has no address. */
  addressId: number;
  daySpan: number;
  /** dd/mm/yyyy, or null for a draft or when the server sent none. */
  nextPayDate: string | null;
  items: PlanItemView[];
  gifts: PlanItemView[];
  /** The domain's display data, cached for the builder by change plan. */
  display: PlanDisplayData;
  /** The server's plan shown: what a write from this view is made from (plan-write.ts). */
  plan: Plan;
}

/** The rows of a plan's display data (server plan or cached plan): items and gifts apart. */
export function planItemViews(display: PlanDisplayData): {
  items: PlanItemView[];
  gifts: PlanItemView[];
} {
  return {
    items: Object.values(display.pods).map((pod) =>
      toPlanItemView(pod, pod.productTitle, `item-${pod.variantId}`),
    ),
    gifts: (display.gifts ?? []).map((gift, index) =>
      toPlanItemView(gift, gift.product_title, `gift-${gift.variantId}-${index}`),
    ),
  };
}

/** The view of a plan, or null when there is none (no data, or planId 0). */
export function toPlanView(plan: Plan | null | undefined): PlanView | null {
  const state = planState(plan);
  if (!plan || state === 'none') return null;
  const display = toPlanDisplayData(plan);
  return {
    state,
    planId: plan.planId ?? 0,
    addressId: plan.addressId ?? 0,
    daySpan: display.daySpan,
    nextPayDate: state === 'draft' ? null : editModePayDate(plan.nextPayDt),
    ...planItemViews(display),
    display,
    plan,
  };
}
