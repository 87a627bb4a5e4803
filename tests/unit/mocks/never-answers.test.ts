import { describe, expect, it } from 'vitest';
import { FIRST_PLAN_ID } from '#mocks/store/mock-state.ts';
import { setScenario } from '#tests/support/set-scenario.ts';

// A fault that never answers (docs/qa-mock-tools.md, scenario files): the call waits, with no
// answer, until whoever made it gives up; the store is not touched. In MSW here; over HTTP
// (mock:serve) in tests/contract/mock-serve-never-answers.test.ts.

const QUERY = 'region=us&cookie=visitor&webLanguage=en';
const AUTH = { Authorization: 'Bearer never-answers-test' };

describe('a fault that never answers', () => {
  it('keeps its call waiting while others answer, until the caller gives up', async () => {
    const store = setScenario('active', { faults: { pausePlan: { neverAnswers: true } } });
    const caller = new AbortController();
    let settled = false;
    const pause = fetch(`${location.origin}/autoShip/pausePlan/${FIRST_PLAN_ID}?${QUERY}`, {
      headers: AUTH,
      signal: caller.signal,
    }).finally(() => {
      settled = true;
    });

    const plan = await fetch(`${location.origin}/autoShip/queryAutoShipPlan?${QUERY}`, {
      headers: AUTH,
    });
    expect(plan.status).toBe(200);
    expect(settled).toBe(false);

    caller.abort();
    await expect(pause).rejects.toMatchObject({ name: 'AbortError' });
    expect(store.snapshot().plan?.status).toBe(1);
  });
});
