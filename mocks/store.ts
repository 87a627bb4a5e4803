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
import type { Fault, FaultMap } from './faults.ts';
import type { OperationId } from './operations.ts';
import { checkoutCalls } from './store/checkout-calls.ts';
import {
  clone,
  emptyState,
  isMockState,
  type MockSession,
  type MockState,
  type MockStateHandle,
  type StoreSeed,
} from './store/mock-state.ts';
import { nextDeliveryCalls } from './store/next-delivery-calls.ts';
import { planCalls } from './store/plan-calls.ts';
import { stampPlanVersion } from './store/plan-version.ts';
import { sessionCalls, traceCalls } from './store/trace-calls.ts';

export interface StateStorage {
  load(): unknown;
  save(state: MockState): void;
}

/**
 * The backend's behaviour, one method per call, each typed where it is written: a call added to a
 * part under mocks/store/ is a call of the store, with no list here to keep.
 */
type BackendCalls = ReturnType<typeof planCalls> &
  ReturnType<typeof nextDeliveryCalls> &
  ReturnType<typeof checkoutCalls> &
  ReturnType<typeof traceCalls> &
  ReturnType<typeof sessionCalls>;

export interface MockStore extends BackendCalls {
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

  /** The mock session (login stand-in), which sessionCalls' signIn and signOut change. */
  readonly session: MockSession | null;

  /** Called after every change (the pages re-render from it). Returns the unsubscribe. */
  subscribe(listener: (state: MockState) => void): () => void;
}

/**
 * The store: its state, persistence, faults and subscribers here; the backend's calls in named
 * parts under mocks/store/ (plan, checkout, tracking and session), which all work on this state.
 */
export function createMockStore(): MockStore {
  let state = emptyState();
  let storage: StateStorage | null = null;
  let resetCount = 0;
  const listeners = new Set<(state: MockState) => void>();

  function commit(): void {
    stampPlanVersion(state.plan);
    storage?.save(state);
    for (const listener of listeners) listener(clone(state));
  }

  const context: MockStateHandle = {
    get state() {
      return state;
    },
    commit,
  };

  return {
    ...planCalls(context),
    ...nextDeliveryCalls(context),
    ...checkoutCalls(context),
    ...traceCalls(context),
    ...sessionCalls(context),

    snapshot: () => clone(state),

    reset(scenario, seed, faults = {}) {
      const next = emptyState();
      next.scenario = scenario;
      next.faults = clone(faults);
      next.plan = clone(seed.plan);
      next.addresses = clone(seed.addresses);
      next.outOfStockVariantIds = [...seed.outOfStockVariantIds];
      next.orders = clone(seed.orders ?? []);
      for (const order of next.orders) {
        const number = Number(order.orderNo.replace(/^AS/, ''));
        if (Number.isInteger(number))
          next.nextOrderNumber = Math.max(next.nextOrderNumber, number + 1);
      }
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
      stampPlanVersion(state.plan);
      target.save(state);
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

    get session() {
      return state.session ? clone(state.session) : null;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
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
