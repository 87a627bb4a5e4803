/** The store's plan calls: read, next pay date, address, change, pause, restart, terminate, orders. */
import type { AddressRequest, OrderPage, PlanItemInput } from '#src/api/schema-types.ts';
import { FAILURE, clone, daysFromNow, fail, ok } from './mock-state.ts';
import type { MockStateHandle, SavedAddress, StoreResult, StoredPlan } from './mock-state.ts';
import { saveAddress, storedItem, unknownVariant, validateAddress } from './plan-items.ts';

const DAY_MS = 86_400_000;
/** openapi.yaml's default of QueryOrdersBody.pageSize. */
const DEFAULT_ORDER_PAGE_SIZE = 10;

/** What queryOrders is asked: one order, or a page of them all. */
export interface OrderQuery {
  orderNo?: string | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}
const LAST_DATE_TIME = Date.UTC(9999, 11, 31);

/** The plan the call names, or the backend's "not found" failure. */
export function existingPlan({ state }: MockStateHandle, planId: number): StoreResult<StoredPlan> {
  if (!state.plan || state.plan.planId !== planId) {
    return fail(FAILURE.planNotFound, `Plan ${planId} was not found`);
  }
  return ok(state.plan);
}

/**
 * Pause (2) and restart (1): only a paid plan (not a draft, status 0) changes status, and only
 * from the other one (openapi.yaml: a plan that is not active, or not paused, answers 5003).
 */
function setPaidPlanStatus(
  context: MockStateHandle,
  planId: number,
  status: 1 | 2,
  action: 'paused' | 'restarted',
): StoreResult<null> {
  const plan = existingPlan(context, planId);
  if (!plan.ok) return plan;
  if (plan.data.status === 0) {
    return fail(FAILURE.planState, `The plan is not paid yet and cannot be ${action}`);
  }
  if (plan.data.status === status) {
    return fail(
      FAILURE.planState,
      `The plan is already ${action === 'paused' ? 'paused' : 'active'}`,
    );
  }
  plan.data.status = status;
  context.commit();
  return ok(null);
}

export function planCalls(context: MockStateHandle) {
  return {
    queryPlan: (): StoredPlan | null => (context.state.plan ? clone(context.state.plan) : null),

    nextPayDate(planId: number, day: number): StoreResult<string> {
      if (!Number.isInteger(day) || day < 1)
        return fail(FAILURE.badRequest, 'day must be 1 or more');
      if (planId < 1) return fail(FAILURE.badRequest, 'planId must be 1 or more');
      // A date-time has four year digits: a later date cannot be written on the contract.
      if (Date.now() + day * DAY_MS > LAST_DATE_TIME) {
        return fail(FAILURE.operationFailed, 'day is beyond the last date (9999-12-31)');
      }
      return ok(daysFromNow(day));
    },

    getPlanAddress(planId: number): StoreResult<SavedAddress | null> {
      const plan = existingPlan(context, planId);
      if (!plan.ok) return plan;
      const address = context.state.addresses.find((entry) => entry.id === plan.data.addressId);
      return ok(plan.data.addressId > 0 && address ? clone(address) : null);
    },

    changePlanAddress(planId: number, request: AddressRequest): StoreResult<null> {
      const plan = existingPlan(context, planId);
      if (!plan.ok) return plan;
      const invalid = validateAddress(request);
      if (invalid) return invalid;
      plan.data.addressId = saveAddress(context.state, request).id;
      context.commit();
      return ok(null);
    },

    changePlan(planId: number, items: PlanItemInput[], daySpan: number): StoreResult<null> {
      const plan = existingPlan(context, planId);
      if (!plan.ok) return plan;
      if (items.length === 0) return fail(FAILURE.badRequest, 'orderItemList must not be empty');
      const unknown = unknownVariant(items);
      if (unknown) return unknown;
      plan.data.orderItemList = items.map(storedItem);
      // A new interval moves the next pay date as queryNextPayDt said it would (today + days),
      // so the account page shows the date the review page promised.
      if (plan.data.status === 0 || plan.data.daySpan !== daySpan) {
        plan.data.nextPayDt = daysFromNow(daySpan);
      }
      plan.data.daySpan = daySpan;
      context.commit();
      return ok(null);
    },

    pausePlan: (planId: number): StoreResult<null> =>
      setPaidPlanStatus(context, planId, 2, 'paused'),

    restartPlan: (planId: number): StoreResult<null> =>
      setPaidPlanStatus(context, planId, 1, 'restarted'),

    terminatePlan(planId: number): StoreResult<null> {
      const plan = existingPlan(context, planId);
      if (!plan.ok) return plan;
      context.state.plan = null;
      context.commit();
      return ok(null);
    },

    customerAddresses: (): SavedAddress[] => clone(context.state.addresses),

    /**
     * One page of the orders, newest first; with `orderNo`, that order only. Of two paid in the
     * same second, the one recorded later is first (ship now twice).
     */
    queryOrders({
      orderNo,
      pageNum = 1,
      pageSize = DEFAULT_ORDER_PAGE_SIZE,
    }: OrderQuery): StoreResult<OrderPage> {
      const list = [...context.state.orders]
        .reverse()
        .filter((order) => !orderNo || order.orderNo === orderNo)
        .sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
      const start = (pageNum - 1) * pageSize;
      return ok({
        total: list.length,
        pageNum,
        pageSize,
        list: clone(list.slice(start, start + pageSize)),
      });
    },
  };
}
