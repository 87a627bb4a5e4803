/**
 * What contract:check learns of the account from its reads (its own plan, address, product) and
 * what follows from it: which calls must succeed (which writes are made: write-skips.ts).
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import {
  calendarDate,
  defaultSampleContext,
  type SampleContext,
} from '#scripts/contract/sample-requests.ts';
import type { OperationFlags } from './operation-flags.ts';
import { NO_SUCH_PLAN_ID } from './probe-plan.ts';
import { isObject } from './json-object.ts';

/** What the reads learned of the account: its own plan, so the writes write it back unchanged. */
export interface Account {
  context: SampleContext;
  /** The plan the reads found (planId ≥ 1), or null. */
  planId: number | null;
  planStatus: number | null;
  /** Whether the plan has an address to write back. */
  planAddress: boolean;
  productFromPlan: boolean;
  handleFromStore: boolean;
  /** Whether the plan read succeeded at all (a failed read tells nothing of a plan). */
  planRead: boolean;
  /** A plan id the reads could not hold exactly (above 2^53): nothing is written to it. */
  unsafePlanId: boolean;
  /** Whether the backend answers the order history (proposed) on the contract. */
  ordersAnswered: boolean;
  /** The plan read refused the credential (401/403): requests off the contract would be too. */
  credentialRefused: boolean;
}

export function learn(operationId: OperationId, body: unknown, account: Account): void {
  if (!isObject(body) || body.code !== 200) return;
  const { context } = account;
  const data = body.data;
  if (operationId === 'queryAutoShipPlan') account.planRead = true;
  if (operationId === 'queryOrders' && isObject(data)) account.ordersAnswered = true;
  if (operationId === 'queryAutoShipPlan' && isObject(data) && typeof data.planId === 'number') {
    if (data.planId < 1) return;
    // Rounded by JSON.parse: writing to it would write to another plan.
    if (!Number.isSafeInteger(data.planId)) {
      account.unsafePlanId = true;
      return;
    }
    account.planId = data.planId;
    context.planId = data.planId;
    account.planStatus = typeof data.status === 'number' ? data.status : 0;
    if (typeof data.daySpan === 'number') context.daySpan = data.daySpan;
    if (typeof data.nextPayDt === 'string')
      context.nextPayDate = writableDate(data.nextPayDt, context);
    if (typeof data.customerId === 'number') context.customerId = data.customerId;
    const items = Array.isArray(data.orderItemList) ? data.orderItemList.filter(isObject) : [];
    const inputs = items
      .filter((item) => typeof item.variantNum === 'number' && item.variantNum >= 1)
      .map((item) => ({
        productId: Number(item.productId),
        variantId: Number(item.variantId),
        variantNum: Number(item.variantNum),
        ...(item.isGift === 1 ? { isGift: 1 as const } : {}),
      }));
    if (inputs.length > 0) context.items = inputs;
    const firstProduct = inputs[0]?.productId;
    if (firstProduct !== undefined) {
      context.productId = firstProduct;
      account.productFromPlan = true;
    }
  }
  if (operationId === 'getPlanAddress' && isObject(data)) {
    const id = typeof data.addressId === 'number' ? data.addressId : data.id;
    const first = data.first_name ?? data.firstName;
    const last = data.last_name ?? data.lastName;
    account.planAddress = true;
    context.address = {
      ...context.address,
      ...data,
      addressId: typeof id === 'number' ? id : 0,
      customerId: context.customerId,
      region: context.region,
      name: [first, last].filter((part) => typeof part === 'string').join(' '),
    };
  }
  if (
    operationId === 'getShopifyProductInfo' &&
    isObject(data) &&
    typeof data.handle === 'string'
  ) {
    context.handle = data.handle;
    account.handleFromStore = true;
  }
}

const DAY_MS = 86_400_000;

/**
 * The plan's next pay date as changeNextPayDt writes it back: its calendar day, brought within
 * the range the contract lets it take (today to today plus the interval).
 */
function writableDate(nextPayDt: string, context: SampleContext): string {
  const when = Date.parse(nextPayDt);
  if (Number.isNaN(when)) return context.nextPayDate;
  const now = Date.now();
  return calendarDate(Math.min(Math.max(when, now), now + context.daySpan * DAY_MS));
}

/** Whether the reads learned a value for a path parameter (`{planId}`, `{productId}`, …). */
function learned(parameter: string, account: Account): boolean {
  if (parameter === 'planId') return account.planId !== null;
  if (parameter === 'productId') return account.productFromPlan;
  if (parameter === 'handle') return account.handleFromStore;
  return true;
}

/**
 * Whether the account's state says the call, made with the credential, succeeds: every value its
 * path names was learned. A proposed read (x-proposed) may not be answered yet.
 */
export function expectsSuccess(
  operationId: OperationId,
  account: Account,
  flags: Record<OperationId, OperationFlags>,
): boolean {
  if (flags[operationId].proposed && !flags[operationId].write) return false;
  const parameters = [...OPERATIONS[operationId].path.matchAll(/\{(\w+)\}/g)];
  return parameters.every(([, name]) => learned(name ?? '', account));
}

/** An account nothing is known of yet: plan ids name `planId` (--plan-id) or none that exists. */
export function unknownAccount(planId: number | undefined): Account {
  const context = defaultSampleContext();
  context.planId = planId ?? NO_SUCH_PLAN_ID;
  return {
    context,
    planId: null,
    planStatus: null,
    planAddress: false,
    productFromPlan: false,
    handleFromStore: false,
    planRead: false,
    unsafePlanId: false,
    ordersAnswered: false,
    credentialRefused: false,
  };
}
