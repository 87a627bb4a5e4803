import { setupServer } from 'msw/node';
import { answerLogEnabled, logAnswer } from './answer-log.ts';
import { createHandlers } from './handlers/index.ts';
import { seedScenario, applyScenarioContext } from './scenarios/apply.ts';
import { DEFAULT_SCENARIO, getScenario } from './scenarios/registry.ts';
import { mockStore } from './store.ts';
import { setUrlFaults } from './url-faults.ts';

/**
 * The MSW server for Vitest (jsdom and node projects): every contract operation answered by the
 * stateful store (`mockStore`, in memory). Tests pick a scenario with
 * `setScenario(NAME)` (tests/support/set-scenario.ts) and add one-off handlers with
 * `server.use(...)`; `resetMockBackend()` runs after each test (tests/support/setup-unit.ts).
 * Listen with `onUnhandledRequest: 'error'`.
 */
export const server = setupServer(...createHandlers(mockStore));

// `npm run contract:coverage`: every answer the handlers give is logged (mocks/answer-log.ts).
if (answerLogEnabled()) {
  server.events.on('response:mocked', ({ request, response }) => {
    void logAnswer(request, response, mockStore.scenario);
  });
}

/** Back to the default scenario: a fresh store, no faults, the default store context. */
export function resetMockBackend(): void {
  const scenario = getScenario(DEFAULT_SCENARIO);
  seedScenario(mockStore, scenario);
  applyScenarioContext(scenario, null);
  setUrlFaults({});
}

resetMockBackend();

export { mockStore };
