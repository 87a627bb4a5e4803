/**
 * The mock backend's one stateful store: it behaves as the autoship backend would (spec
 * sections 3, 4 and 7). The MSW handlers (mocks/handlers) are a thin HTTP layer over it; the mock
 * pages (hosted payment, login) call it directly.
 *
 * - Node (Vitest): in memory, one store per test file, reset after each test.
 * - Browser: `persistTo(sessionStorageState())` writes every change to sessionStorage, so the state
 *   survives reloads and full navigations (pause then reload still shows the plan paused; paying
 *   on the hosted-payment stand-in then returning shows it active).
 *
 * No MSW import and no registry import: the scenarios seed it through `reset`.
 */
import { CUSTOMER, findVariant, type Address, type OrderItem } from './data/catalogue.ts';
import type { Fault, FaultMap } from './faults.ts';
import type { OperationId } from './operations.ts';
import type { components } from '#src/api/generated/schema.d.ts';

type Schemas = components['schemas'];
type Plan = Schemas['Plan'];
export type PlanItemInput = Schemas['PlanItemInput'];
export type CheckoutItem = Schemas['CheckoutItem'];
export type AddressRequest = Schemas['AddressRequest'];
type NoInventoryItem = Schemas['NoInventoryItem'];
type CheckoutAnswer = Schemas['CheckoutAnswer'];
export type TraceEvent = Schemas['TraceEvent'];

/** A plan that exists (planId above 0). */
export type StoredPlan = Plan & {
  planId: number;
  status: 0 | 1 | 2;
  addressId: number;
  customerId: number;
  daySpan: number;
  orderItemList: OrderItem[];
  nextPayDt: string;
};

export type SavedAddress = Address & { id: number; addressId: number };

/** An order the backend recorded when a plan was paid (queryOrders answers them). */
interface MockOrder {
  orderNo: string;
  planId: number;
  paidAt: string;
  /** Total in cents: price times quantity of the non-gift items. */
  total: number;
  itemCount: number;
}

export type TraceOperationId = Extract<
  OperationId,
  'submitTraceEvent' | 'submitTraceEvents' | 'submitTraceBeacon'
>;

/** One tracking event as the backend received it. */
export interface TraceRecord {
  /** Which of the three trace calls carried it. */
  operationId: TraceOperationId;
  /** Server time it arrived (ISO 8601). */
  receivedAt: string;
  /** The event; the beacon's text fields are turned back into numbers where the contract has them. */
  event: TraceEvent;
  /** `event.req` parsed when it is JSON text, else undefined. */
  details: unknown;
}

/** The shopper signed in through the mock login page. */
export interface MockSession {
  authToken: string;
  customerId: number;
  customerEmail: string;
  signedInAt: string;
}

/** What a scenario puts in the store. */
export interface StoreSeed {
  plan: StoredPlan | null;
  addresses: SavedAddress[];
  outOfStockVariantIds: number[];
}

export interface MockState {
  version: typeof STATE_VERSION;
  /** The scenario that seeded the store (see mocks/scenarios/registry.ts). */
  scenario: string;
  faults: FaultMap;
  customerId: number;
  plan: StoredPlan | null;
  addresses: SavedAddress[];
  outOfStockVariantIds: number[];
  orders: MockOrder[];
  trace: TraceRecord[];
  session: MockSession | null;
  nextPlanId: number;
  nextAddressId: number;
  nextOrderNumber: number;
}

/** A business answer: success data, or a failure code and message for the envelope. */
export type StoreResult<T> = { ok: true; data: T } | { ok: false; code: number; msg: string };

/** Failure codes of the mock backend (any code but 200 is a failure the storefront shows). */
export const FAILURE = {
  badRequest: 4000,
  planNotFound: 5002,
  planState: 5003,
  addressInvalid: 5004,
  unknownVariant: 5005,
  productNotFound: 5006,
} as const;

export interface StateStorage {
  load(): unknown;
  save(state: MockState): void;
}

const STATE_VERSION = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first plan id the backend hands out: the id of openapi.yaml's plan examples. */
export const FIRST_PLAN_ID = 880001;

const ok = <T>(data: T): StoreResult<T> => ({ ok: true, data });
const fail = (code: number, msg: string): StoreResult<never> => ({ ok: false, code, msg });

const clone = <T>(value: T): T => structuredClone(value);

/** ISO 8601 date-time without milliseconds. */
function isoDateTime(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Today (now) plus `days` days, as the backend's date-time. */
export function daysFromNow(days: number): string {
  return isoDateTime(Date.now() + days * DAY_MS);
}

function emptyState(): MockState {
  return {
    version: STATE_VERSION,
    scenario: 'none',
    faults: {},
    customerId: CUSTOMER.id,
    plan: null,
    addresses: [],
    outOfStockVariantIds: [],
    orders: [],
    trace: [],
    session: null,
    nextPlanId: FIRST_PLAN_ID,
    nextAddressId: 9101,
    nextOrderNumber: 1001,
  };
}

function isMockState(value: unknown): value is MockState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === STATE_VERSION &&
    Array.isArray((value as { addresses?: unknown }).addresses) &&
    Array.isArray((value as { trace?: unknown }).trace)
  );
}

/** Forbidden characters of address lines (spec section 5). */
const FORBIDDEN_ADDRESS_CHARACTERS = /[&%]/;

export interface MockStore {
  /** A copy of the whole state (tests, the scenario index). */
  snapshot(): MockState;
  /** Replace the state with a scenario's seed; clears trace, orders and the mock session. */
  reset(scenario: string, seed: StoreSeed, faults?: FaultMap): void;
  /**
   * How many times the store was reset. A call that was still waiting out its latency when the
   * store was reset belongs to a session that is over (a finished test, a switched scenario):
   * the handlers' gate compares this before and after the wait (handlers/common.ts).
   */
  resets(): number;
  /** Keep the state in `storage`: adopt what it holds (if valid), then save every change there. */
  persistTo(storage: StateStorage): void;
  readonly scenario: string;
  /** The fault on an operation now (none once a `clearedBySignIn` fault met a signed-in shopper). */
  faultFor<Op extends OperationId>(operationId: Op): Fault<Op> | undefined;
  setFaults(faults: FaultMap): void;

  // The backend's behaviour, one method per call.
  queryPlan(): StoredPlan | null;
  nextPayDate(planId: number, day: number): StoreResult<string>;
  getPlanAddress(planId: number): StoreResult<SavedAddress | null>;
  changePlanAddress(planId: number, address: AddressRequest): StoreResult<null>;
  changePlan(planId: number, items: PlanItemInput[], daySpan: number): StoreResult<null>;
  pausePlan(planId: number): StoreResult<null>;
  restartPlan(planId: number): StoreResult<null>;
  terminatePlan(planId: number): StoreResult<null>;
  customerAddresses(): SavedAddress[];
  queryOrders(orderNo?: string): StoreResult<{ total: number; list: MockOrder[] }>;
  toCheckoutCar(input: {
    items: CheckoutItem[];
    daySpan: number;
    planId?: number;
  }): StoreResult<{ planId?: number; noInventoryList: NoInventoryItem[] }>;
  completeInfoAndGetPayUrl(address: AddressRequest, origin: string): StoreResult<string>;
  checkout(
    input: { items: CheckoutItem[]; daySpan: number; planId?: number; address: AddressRequest },
    origin: string,
  ): StoreResult<CheckoutAnswer>;
  /** The hosted payment page's Pay: the plan becomes active (status 1) and an order is recorded. */
  completePayment(planId: number): StoreResult<StoredPlan>;
  /** Put variants out of stock (or back in stock with `false`). */
  setOutOfStock(variantIds: number[], outOfStock?: boolean): void;

  // Tracking.
  recordTrace(operationId: TraceOperationId, events: TraceEvent[]): void;
  /** The tracking events received, oldest first; optionally only one step. */
  traceEvents(filter?: { step?: string; operationId?: TraceOperationId }): TraceRecord[];
  clearTrace(): void;

  // The mock session (login stand-in).
  signIn(): MockSession;
  signOut(): void;
  readonly session: MockSession | null;

  /** Called after every change (the pages re-render from it). Returns the unsubscribe. */
  subscribe(listener: (state: MockState) => void): () => void;
}

/** The hosted payment stand-in's address for a plan (same origin as the API call). */
export function hostedPaymentUrl(origin: string, planId: number): string {
  return `${origin}/__mock/hosted-payment?planId=${planId}`;
}

export function createMockStore(): MockStore {
  let state = emptyState();
  let storage: StateStorage | null = null;
  let resetCount = 0;
  const listeners = new Set<(state: MockState) => void>();

  function commit(): void {
    storage?.save(state);
    for (const listener of listeners) listener(clone(state));
  }

  function existingPlan(planId: number): StoreResult<StoredPlan> {
    if (!state.plan || state.plan.planId !== planId) {
      return fail(FAILURE.planNotFound, `Plan ${planId} was not found`);
    }
    return ok(state.plan);
  }

  /** Pause (2) and restart (1): only a paid plan (not a draft, status 0) changes status. */
  function setPaidPlanStatus(
    planId: number,
    status: 1 | 2,
    action: 'paused' | 'restarted',
  ): StoreResult<null> {
    const plan = existingPlan(planId);
    if (!plan.ok) return plan;
    if (plan.data.status === 0) {
      return fail(FAILURE.planState, `The plan is not paid yet and cannot be ${action}`);
    }
    plan.data.status = status;
    commit();
    return ok(null);
  }

  function unknownVariant(items: { variantId: number }[]): StoreResult<never> | null {
    const unknown = items.find((item) => !findVariant(item.variantId));
    return unknown ? fail(FAILURE.unknownVariant, `Unknown variant ${unknown.variantId}`) : null;
  }

  function noInventory(items: { variantId: number }[]): NoInventoryItem[] {
    return items
      .filter((item) => state.outOfStockVariantIds.includes(item.variantId))
      .map((item) => {
        const ref = findVariant(item.variantId);
        return {
          variantId: item.variantId,
          productId: ref?.product.id,
          productTitle: ref ? `${ref.product.title} (Autoship)` : undefined,
        };
      });
  }

  /** A plan item as the backend stores it: what the client sent, completed from the catalogue. */
  function storedItem(item: PlanItemInput | CheckoutItem): OrderItem {
    const ref = findVariant(item.variantId);
    const fromCatalogue: Partial<OrderItem> = ref
      ? {
          isGift: ref.product.kind === 'pods' ? 0 : 1,
          productTitle:
            ref.product.kind === 'pods' ? `${ref.product.title} (Autoship)` : ref.product.title,
          options:
            ref.product.kind === 'pods'
              ? `${ref.variant.option1},,${ref.product.flavor ?? ref.product.title}`
              : ref.variant.option1,
          price: ref.variant.price,
          comparePrice: ref.variant.compare_at_price,
          image: ref.product.featured_image ?? undefined,
        }
      : {};
    const sent = item as Partial<PlanItemInput>;
    return {
      ...fromCatalogue,
      ...(sent.isGift !== undefined ? { isGift: sent.isGift } : {}),
      ...(sent.productTitle !== undefined ? { productTitle: sent.productTitle } : {}),
      ...(sent.options !== undefined ? { options: sent.options } : {}),
      ...(sent.price !== undefined ? { price: sent.price } : {}),
      ...(sent.comparePrice !== undefined ? { comparePrice: sent.comparePrice } : {}),
      productId: item.productId,
      variantId: item.variantId,
      variantNum: item.variantNum,
    };
  }

  function validateAddress(address: AddressRequest): StoreResult<never> | null {
    if (!address.address1?.trim()) return fail(FAILURE.addressInvalid, 'address is invalid!');
    if (
      FORBIDDEN_ADDRESS_CHARACTERS.test(address.address1) ||
      FORBIDDEN_ADDRESS_CHARACTERS.test(address.address2 ?? '')
    ) {
      return fail(FAILURE.addressInvalid, 'address is invalid!');
    }
    return null;
  }

  /** Save an address request: update the saved address it names, or add a new one. */
  function saveAddress(request: AddressRequest): SavedAddress {
    const fields: Address = {
      first_name: request.first_name ?? request.firstName,
      last_name: request.last_name ?? request.lastName,
      company: request.company,
      address1: request.address1,
      address2: request.address2,
      city: request.city,
      zip: request.zip,
      province: request.province,
      province_code: request.province_code,
      country: request.country ?? request.country_name,
      country_name: request.country_name ?? request.country,
      country_code: request.country_code,
      phone: request.phone,
    };
    const defined = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Address;
    const existing = state.addresses.find((address) => address.id === request.addressId);
    if (request.addressId > 0 && existing) {
      Object.assign(existing, defined);
      return existing;
    }
    const id = state.nextAddressId;
    state.nextAddressId += 1;
    const saved: SavedAddress = { ...defined, id, addressId: id };
    state.addresses.push(saved);
    return saved;
  }

  /** Build a new plan (status 0) or rebuild the given one; answers the plan. */
  function buildPlan(items: CheckoutItem[], daySpan: number, planId?: number): StoredPlan {
    const orderItemList = items.map(storedItem);
    if (planId !== undefined && state.plan?.planId === planId) {
      state.plan = {
        ...state.plan,
        status: 0,
        daySpan,
        orderItemList: [
          ...orderItemList,
          // A rebuild keeps the plan's gifts unless the shopper sent gifts again.
          ...(orderItemList.some((item) => item.isGift === 1)
            ? []
            : state.plan.orderItemList.filter((item) => item.isGift === 1)),
        ],
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

  function checkPlanIdForBuild(planId: number | undefined): StoreResult<never> | null {
    if (planId !== undefined && planId > 0 && state.plan?.planId !== planId) {
      return fail(FAILURE.planNotFound, `Plan ${planId} was not found`);
    }
    return null;
  }

  const store: MockStore = {
    snapshot: () => clone(state),

    reset(scenario, seed, faults = {}) {
      const next = emptyState();
      next.scenario = scenario;
      next.faults = clone(faults);
      next.plan = clone(seed.plan);
      next.addresses = clone(seed.addresses);
      next.outOfStockVariantIds = [...seed.outOfStockVariantIds];
      next.nextAddressId = Math.max(next.nextAddressId, ...seed.addresses.map((a) => a.id + 1));
      if (seed.plan) next.nextPlanId = Math.max(next.nextPlanId, seed.plan.planId + 1);
      state = next;
      resetCount += 1;
      commit();
    },

    resets: () => resetCount,

    persistTo(target) {
      storage = target;
      const saved = target.load();
      if (isMockState(saved)) state = saved;
      else target.save(state);
    },

    get scenario() {
      return state.scenario;
    },

    faultFor<Op extends OperationId>(operationId: Op): Fault<Op> | undefined {
      const fault = state.faults[operationId] as Fault<Op> | undefined;
      if (fault?.clearedBySignIn && state.session) return undefined;
      return fault;
    },

    setFaults(faults) {
      state.faults = clone(faults);
      commit();
    },

    queryPlan: () => (state.plan ? clone(state.plan) : null),

    nextPayDate(planId, day) {
      if (!Number.isInteger(day) || day < 1)
        return fail(FAILURE.badRequest, 'day must be 1 or more');
      if (planId < 1) return fail(FAILURE.badRequest, 'planId must be 1 or more');
      return ok(daysFromNow(day));
    },

    getPlanAddress(planId) {
      const plan = existingPlan(planId);
      if (!plan.ok) return plan;
      const address = state.addresses.find((entry) => entry.id === plan.data.addressId);
      return ok(plan.data.addressId > 0 && address ? clone(address) : null);
    },

    changePlanAddress(planId, request) {
      const plan = existingPlan(planId);
      if (!plan.ok) return plan;
      const invalid = validateAddress(request);
      if (invalid) return invalid;
      const saved = saveAddress(request);
      plan.data.addressId = saved.id;
      commit();
      return ok(null);
    },

    changePlan(planId, items, daySpan) {
      const plan = existingPlan(planId);
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
      commit();
      return ok(null);
    },

    pausePlan: (planId) => setPaidPlanStatus(planId, 2, 'paused'),

    restartPlan: (planId) => setPaidPlanStatus(planId, 1, 'restarted'),

    terminatePlan(planId) {
      const plan = existingPlan(planId);
      if (!plan.ok) return plan;
      state.plan = null;
      commit();
      return ok(null);
    },

    customerAddresses: () => clone(state.addresses),

    queryOrders(orderNo) {
      const list = state.orders.filter((order) => !orderNo || order.orderNo === orderNo);
      return ok({ total: list.length, list: clone(list) });
    },

    toCheckoutCar({ items, daySpan, planId }) {
      if (items.length === 0) return fail(FAILURE.badRequest, 'orderItemList must not be empty');
      const unknown = unknownVariant(items) ?? checkPlanIdForBuild(planId);
      if (unknown) return unknown;
      const missing = noInventory(items);
      if (missing.length > 0) {
        // Nothing is built: the storefront removes these items and opens the builder.
        return ok({ planId: state.plan?.planId, noInventoryList: missing });
      }
      const plan = buildPlan(items, daySpan, planId);
      commit();
      return ok({ planId: plan.planId, noInventoryList: [] });
    },

    completeInfoAndGetPayUrl(request, origin) {
      if (!state.plan) return fail(FAILURE.planNotFound, 'There is no plan to pay for');
      const invalid = validateAddress(request);
      if (invalid) return invalid;
      const saved = saveAddress(request);
      state.plan.addressId = saved.id;
      commit();
      return ok(hostedPaymentUrl(origin, state.plan.planId));
    },

    checkout({ items, daySpan, planId, address }, origin) {
      if (items.length === 0) return fail(FAILURE.badRequest, 'orderItemList must not be empty');
      const invalid =
        unknownVariant(items) ?? checkPlanIdForBuild(planId) ?? validateAddress(address);
      if (invalid) return invalid;
      const missing = noInventory(items);
      if (missing.length > 0) {
        return ok({ planId: state.plan?.planId ?? 0, noInventoryList: missing });
      }
      const plan = buildPlan(items, daySpan, planId);
      plan.addressId = saveAddress(address).id;
      commit();
      return ok({ planId: plan.planId, worldPayUrl: hostedPaymentUrl(origin, plan.planId) });
    },

    completePayment(planId) {
      const plan = existingPlan(planId);
      if (!plan.ok) return plan;
      plan.data.status = 1;
      plan.data.nextPayDt = daysFromNow(plan.data.daySpan);
      const items = plan.data.orderItemList.filter((item) => item.isGift !== 1);
      state.orders.push({
        orderNo: `AS${state.nextOrderNumber}`,
        planId,
        paidAt: isoDateTime(Date.now()),
        total: items.reduce((sum, item) => sum + (item.price ?? 0) * item.variantNum, 0),
        itemCount: items.reduce((sum, item) => sum + item.variantNum, 0),
      });
      state.nextOrderNumber += 1;
      commit();
      return ok(clone(plan.data));
    },

    setOutOfStock(variantIds, outOfStock = true) {
      const set = new Set(state.outOfStockVariantIds);
      for (const id of variantIds) {
        if (outOfStock) set.add(id);
        else set.delete(id);
      }
      state.outOfStockVariantIds = [...set];
      commit();
    },

    recordTrace(operationId, events) {
      const receivedAt = isoDateTime(Date.now());
      for (const event of events) {
        let details: unknown;
        try {
          details = event.req === undefined ? undefined : JSON.parse(event.req);
        } catch {
          details = undefined;
        }
        state.trace.push({ operationId, receivedAt, event: clone(event), details });
      }
      commit();
    },

    traceEvents(filter = {}) {
      return clone(
        state.trace.filter(
          (record) =>
            (filter.step === undefined || record.event.step === filter.step) &&
            (filter.operationId === undefined || record.operationId === filter.operationId),
        ),
      );
    },

    clearTrace() {
      state.trace = [];
      commit();
    },

    signIn() {
      const session: MockSession = {
        authToken: `mock-session-${state.customerId}-${Date.now().toString(36)}`,
        customerId: state.customerId,
        customerEmail: CUSTOMER.email,
        signedInAt: isoDateTime(Date.now()),
      };
      state.session = session;
      commit();
      return clone(session);
    },

    signOut() {
      state.session = null;
      commit();
    },

    get session() {
      return state.session ? clone(state.session) : null;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** Browser persistence: the state as JSON in sessionStorage (one tab's session). */
const MOCK_STATE_STORAGE_KEY = 'autoship.mock.state';

export function sessionStorageState(
  storage: Storage = sessionStorage,
  key = MOCK_STATE_STORAGE_KEY,
): StateStorage {
  return {
    load() {
      const text = storage.getItem(key);
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
    save(state) {
      storage.setItem(key, JSON.stringify(state));
    },
  };
}

/** The one store of this JavaScript realm: the handlers, the mock pages and tests share it. */
export const mockStore: MockStore = createMockStore();
