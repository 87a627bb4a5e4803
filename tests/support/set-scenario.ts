import { seedScenario, applyScenarioContext } from '#mocks/scenarios/apply.ts';
import { getScenario, type ScenarioOptions } from '#mocks/scenarios/registry.ts';
import { mockStore, type MockStore } from '#mocks/store.ts';

/**
 * Puts a mock scenario in force for the current test (Vitest, with the server of mocks/node.ts):
 * seeds the store, sets the scenario's faults and applies its store-context overrides (e.g.
 * `anonymous` clears the credential). Options: `latencyMs` for every call (say `slow` with 20 ms)
 * and extra `faults` per operation. Answers the store, to read or change state directly.
 *
 * The unit project resets after each test (tests/support/setup-unit.ts); node-project files call
 * `resetMockBackend()` from mocks/node.ts in their own afterEach.
 *
 * Call it in a test or a beforeEach.
 */
export function setScenario(name: string, options: ScenarioOptions = {}): MockStore {
  const scenario = getScenario(name);
  seedScenario(mockStore, scenario, options);
  applyScenarioContext(scenario, null);
  return mockStore;
}
