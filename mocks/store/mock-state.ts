/**
 * The mock store's state and the small helpers every part of the store shares: its shapes, the
 * result of a call (data, or a failure code and msg as the backend words it) and the dates.
 */
import { CUSTOMER, type Address, type OrderItem } from '#mocks/data/catalogue.ts';
import type { FaultMap } from '#mocks/faults.ts';
import type { OperationId } from '#mocks/operations.ts';
import type { Order, Plan, TraceEvent } from '#src/api/schema-types.ts';

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

/** An order the backend recorded when a plan was paid (queryOrders answers them, newest first). */
export type MockOrder = Order & { planId: number };

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
  /** Orders already placed (the order history); none when absent. */
  orders?: MockOrder[];
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
  operationFailed: 5000,
  planNotFound: 5002,
  planState: 5003,
  addressInvalid: 5004,
  unknownVariant: 5005,
  productNotFound: 5006,
  /** Proposed (openapi.yaml, "Plan version"): the `planVersion` sent is not the plan's. */
  planChanged: 5007,
} as const;

// 2: orders carry their items and status (a tab's state of version 1 is seeded afresh).
const STATE_VERSION = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first plan id the backend hands out: the id of openapi.yaml's plan examples. */
export const FIRST_PLAN_ID = 880001;

export const ok = <T>(data: T): StoreResult<T> => ({ ok: true, data });
export const fail = (code: number, msg: string): StoreResult<never> => ({ ok: false, code, msg });

export const clone = <T>(value: T): T => structuredClone(value);

/** ISO 8601 date-time without milliseconds. */
export function isoDateTime(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Today (now) plus `days` days, as the backend's date-time. */
export function daysFromNow(days: number): string {
  return isoDateTime(Date.now() + days * DAY_MS);
}

export function emptyState(): MockState {
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

export function isMockState(value: unknown): value is MockState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === STATE_VERSION &&
    Array.isArray((value as { addresses?: unknown }).addresses) &&
    Array.isArray((value as { trace?: unknown }).trace)
  );
}

/**
 * What each part of the store works on: the state as it is now (reset and persistTo replace it
 * whole) and `commit`, which saves it and tells the subscribers, after every change.
 */
export interface MockStateHandle {
  readonly state: MockState;
  commit(): void;
}
