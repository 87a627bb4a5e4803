import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredBy } from '#mocks/answered-by.ts';
import { seedScenario } from '#mocks/scenarios/apply.ts';
import { getScenario } from '#mocks/scenarios/registry.ts';
import { createMockStore } from '#mocks/store.ts';
import { parseFaults, setUrlFaults } from '#mocks/url-faults.ts';

/** Who the request log says answered a call (mocks/answered-by.ts), from the store in force. */
function logFor(scenario: string) {
  const store = createMockStore();
  seedScenario(store, getScenario(scenario));
  return { store, who: answeredBy(scenario, (operationId) => store.faultFor(operationId)) };
}

afterEach(() => {
  setUrlFaults({});
  vi.restoreAllMocks();
});

describe('who answered, in the request log', () => {
  it('an expired session: the scenario’s 401 until the shopper signs in, then the scenario alone', () => {
    const { store, who } = logFor('unauthorized');
    expect(who('queryAutoShipPlan')).toBe('scenario unauthorized (status 401)');
    store.signIn();
    expect(who('queryAutoShipPlan')).toBe('scenario unauthorized');
  });

  it('a refusal that signing in does not clear stays named', () => {
    const { store, who } = logFor('forbidden');
    store.signIn();
    expect(who('queryAutoShipPlan')).toBe('scenario forbidden (status 403)');
  });

  it('names a ?fault= on the call beside the scenario', () => {
    const parsed = parseFaults('restartPlan:network');
    if (parsed.ok) setUrlFaults(parsed.faults);
    const { who } = logFor('paused');
    expect(who('restartPlan')).toBe('scenario paused, fault restartPlan:network');
    expect(who('queryAutoShipPlan')).toBe('scenario paused');
  });

  it('offline, no one answers', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(logFor('active').who('pausePlan')).toBe('no one: the browser is offline');
  });
});
