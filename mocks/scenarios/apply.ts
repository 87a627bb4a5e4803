/**
 * Putting a scenario in force: seed the store, set its faults, and give the app the scenario's
 * store context (plus the mock session when the shopper signed in on the login stand-in).
 * No MSW import: the browser worker, Vitest's `setScenario` and the HTTP server all call this.
 */
import { resetStoreContext, setStoreContext, type StoreContext } from '#src/api/store-context.ts';
import type { MockStore } from '#mocks/store.ts';
import type { MockSession } from '#mocks/store/mock-state.ts';
import { scenarioFaults, type ScenarioDefinition, type ScenarioOptions } from './registry.ts';

/** Seeds the store with the scenario (a fresh state: trace, orders and the session cleared). */
export function seedScenario(
  store: MockStore,
  scenario: ScenarioDefinition,
  options: ScenarioOptions = {},
): void {
  store.reset(scenario.name, scenario.seed(), scenarioFaults(scenario, options));
}

/** The store context of a scenario: its overrides, then the mock session's sign-in. */
export function scenarioStoreContext(
  scenario: ScenarioDefinition,
  session: MockSession | null,
): Partial<StoreContext> {
  return {
    ...scenario.context,
    ...(session
      ? {
          isLoggedIn: true,
          authToken: session.authToken,
          customerId: session.customerId,
          customerEmail: session.customerEmail,
        }
      : {}),
  };
}

/** Replaces the app's store context with the host page's, then the scenario's overrides. */
export function applyScenarioContext(
  scenario: ScenarioDefinition,
  session: MockSession | null,
): void {
  resetStoreContext();
  setStoreContext(scenarioStoreContext(scenario, session));
}
