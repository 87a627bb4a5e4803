/**
 * What contract:check learns of the account from its reads (its own plan, address, product) and
 * what follows from it: which calls must succeed, which writes are made, and what the WRITES
 * list says of them.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import {
  SAMPLE_REQUESTS,
  calendarDate,
  defaultSampleContext,
  type SampleContext,
} from '#scripts/contract/sample-requests.ts';
import type { WriteRecord } from './check-types.ts';
import type { OperationFlags } from './operation-flags.ts';
import { NO_SUCH_PLAN_ID, PLAN_NOT_FOUND_CODE, PLAN_STATE_CODE, planWrites } from './probe-plan.ts';
import type { WriteStep } from './write-steps.ts';
import { nearMidnight } from './write-step-context.ts';
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

/** The statuses an undo pair moves a plan between (x-plan-status of pause and restart). */
function pairStatuses(flags: Record<OperationId, OperationFlags>): number[] {
  return OPERATION_IDS.filter((id) => {
    const undo = OPERATIONS[id].undo;
    return undo !== null && undo !== id && flags[id].planStatus !== null;
  }).map((id) => flags[id].planStatus as number);
}

/** Why a plan write is not run against this account, or null when it runs. */
export function skipReason(
  step: WriteStep,
  account: Account,
  flags: Record<OperationId, OperationFlags>,
): string | null {
  if (!planWrites(flags).includes(step.operationId)) return null;
  if (step.dateEdge !== undefined && nearMidnight()) {
    return "within ten minutes of midnight UTC the backend's today may differ from the check's: the range's edges are not tried";
  }
  if (account.unsafePlanId) {
    return "the plan's id is above 2^53: read as JSON it names another plan, which is not written to";
  }
  if (account.planId === null) {
    return 'the account has no plan the reads could find (--plan-id names one to write to)';
  }
  const needs = flags[step.operationId].planStatus;
  const undo = OPERATIONS[step.operationId].undo;
  const paired = undo !== null && undo !== step.operationId;
  const status = account.planStatus ?? -1;
  // A pair (pause, restart) runs from either of its statuses; a write of its own, and the
  // wrong-state calls the pair sets up, from the status the contract says.
  const allowed =
    needs === null || step.expectCode === PLAN_NOT_FOUND_CODE
      ? null
      : paired || step.expectCode === PLAN_STATE_CODE
        ? pairStatuses(flags)
        : [needs];
  if (allowed !== null && !allowed.includes(status)) {
    return `plan ${account.planId} has status ${account.planStatus ?? 'unknown'}: openapi.yaml (x-plan-status) has ${step.operationId} run on status ${allowed.join(' or ')} here`;
  }
  const sample = SAMPLE_REQUESTS[step.operationId](account.context);
  if (isObject(sample.body) && 'address1' in sample.body && !account.planAddress) {
    return `plan ${account.planId} has no address (on the contract) to write back`;
  }
  return null;
}

/** A write of an undo pair that went through but whose undoing call failed is said loudly. */
export function notUndone(writes: WriteRecord[]): void {
  const pair = writes.filter((write) => {
    const undo = OPERATIONS[write.operationId].undo;
    return undo !== null && undo !== write.operationId && write.expectCode === undefined;
  });
  const [first, second] = pair;
  if (first?.outcome === 'done' && second !== undefined && second.outcome !== 'done') {
    first.note = `${first.note} — NOT UNDONE: ${second.operationId} failed`;
  }
}
