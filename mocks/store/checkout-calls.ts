/**
 * The store's checkout calls (spec section 7): build or rebuild the plan, save the address and
 * answer the hosted payment page's URL, and the payment itself, which makes the plan active.
 */
import type {
  AddressRequest,
  CheckoutAnswer,
  CheckoutItem,
  NoInventoryItem,
} from '#src/api/schema-types.ts';
import { FAILURE, clone, daysFromNow, fail, isoDateTime, ok } from './mock-state.ts';
import type { MockState, MockStateHandle, StoreResult, StoredPlan } from './mock-state.ts';
import { orderOf } from './orders.ts';
import { existingPlan } from './plan-calls.ts';
import {
  noInventory,
  saveAddress,
  storedItem,
  unknownVariant,
  validateAddress,
} from './plan-items.ts';

/** The hosted payment stand-in's address for a plan (same origin as the API call). */
export function hostedPaymentUrl(origin: string, planId: number): string {
  return `${origin}/__mock/hosted-payment?planId=${planId}`;
}

/** The order a paid delivery of `plan` makes (queryOrders answers it). */
export function recordOrder(state: MockState, plan: StoredPlan): void {
  state.orders.push({
    orderNo: `AS${state.nextOrderNumber}`,
    paidAt: isoDateTime(Date.now()),
    ...orderOf(plan),
  });
  state.nextOrderNumber += 1;
}

/**
 * Build a new plan (status 0) or rebuild the given one; answers the plan. openapi.yaml
 * (toCheckoutCar): the plan's lines are the lines sent, the gift among them (storedItem marks it).
 */
function buildPlan(
  state: MockState,
  items: CheckoutItem[],
  daySpan: number,
  planId?: number,
): StoredPlan {
  const orderItemList = items.map(storedItem);
  if (planId !== undefined && state.plan?.planId === planId) {
    state.plan = {
      ...state.plan,
      status: 0,
      daySpan,
      orderItemList,
      nextPayDt: daysFromNow(daySpan),
    };
    return state.plan;
  }
  const id = state.nextPlanId;
  state.nextPlanId += 1;
  state.plan = {
    planId: id,
    status: 0,
    addressId: 0,
    customerId: state.customerId,
    daySpan,
    orderItemList,
    nextPayDt: daysFromNow(daySpan),
  };
  return state.plan;
}

function checkPlanIdForBuild(
  state: MockState,
  planId: number | undefined,
): StoreResult<never> | null {
  // 0 (or none) builds a new plan; any other id, a negative one included, must be the plan's.
  if (planId !== undefined && planId !== 0 && state.plan?.planId !== planId) {
    return fail(FAILURE.planNotFound, `Plan ${planId} was not found`);
  }
  return null;
}

export function checkoutCalls(context: MockStateHandle) {
  return {
    toCheckoutCar({
      items,
      daySpan,
      planId,
    }: {
      items: CheckoutItem[];
      daySpan: number;
      planId?: number;
    }): StoreResult<{ planId?: number; noInventoryList: NoInventoryItem[] }> {
      const { state } = context;
      if (items.length === 0) return fail(FAILURE.badRequest, 'orderItemList must not be empty');
      const unknown = unknownVariant(items) ?? checkPlanIdForBuild(state, planId);
      if (unknown) return unknown;
      const missing = noInventory(state, items);
      if (missing.length > 0) {
        // Nothing is built: the storefront removes these items and opens the builder.
        return ok({ planId: state.plan?.planId, noInventoryList: missing });
      }
      const plan = buildPlan(state, items, daySpan, planId);
      context.commit();
      return ok({ planId: plan.planId, noInventoryList: [] });
    },

    completeInfoAndGetPayUrl(request: AddressRequest, origin: string): StoreResult<string> {
      const { state } = context;
      if (!state.plan) return fail(FAILURE.planNotFound, 'There is no plan to pay for');
      const invalid = validateAddress(request);
      if (invalid) return invalid;
      state.plan.addressId = saveAddress(state, request).id;
      context.commit();
      return ok(hostedPaymentUrl(origin, state.plan.planId));
    },

    checkout(
      {
        items,
        daySpan,
        planId,
        address,
      }: { items: CheckoutItem[]; daySpan: number; planId?: number; address: AddressRequest },
      origin: string,
    ): StoreResult<CheckoutAnswer> {
      const { state } = context;
      if (items.length === 0) return fail(FAILURE.badRequest, 'orderItemList must not be empty');
      const invalid =
        unknownVariant(items) ?? checkPlanIdForBuild(state, planId) ?? validateAddress(address);
      if (invalid) return invalid;
      const missing = noInventory(state, items);
      if (missing.length > 0) {
        return ok({ planId: state.plan?.planId ?? 0, noInventoryList: missing });
      }
      const plan = buildPlan(state, items, daySpan, planId);
      plan.addressId = saveAddress(state, address).id;
      context.commit();
      return ok({ planId: plan.planId, worldPayUrl: hostedPaymentUrl(origin, plan.planId) });
    },

    /** The hosted payment page's Pay: the plan becomes active (status 1) and an order is recorded. */
    completePayment(planId: number): StoreResult<StoredPlan> {
      const plan = existingPlan(context, planId);
      if (!plan.ok) return plan;
      const { state } = context;
      plan.data.status = 1;
      plan.data.nextPayDt = daysFromNow(plan.data.daySpan);
      recordOrder(state, plan.data);
      context.commit();
      return ok(clone(plan.data));
    },

    /** Put variants out of stock (or back in stock with `false`). */
    setOutOfStock(variantIds: number[], outOfStock = true): void {
      const set = new Set(context.state.outOfStockVariantIds);
      for (const id of variantIds) {
        if (outOfStock) set.add(id);
        else set.delete(id);
      }
      context.state.outOfStockVariantIds = [...set];
      context.commit();
    },
  };
}
