import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { FIRST_PLAN_ID } from '#mocks/store/mock-state.ts';

// mock:serve (the mock handlers over HTTP) keeps a call with a fault that never answers waiting,
// as MSW does (tests/unit/mocks/never-answers.test.ts): no status, no body, until the client gives
// up; the store is not touched.

let mock: MockHttpServer;
const QUERY = 'region=us&cookie=visitor&webLanguage=en';
const AUTH = { Authorization: 'Bearer never-answers-test' };

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active' });
});

afterAll(async () => {
  await mock.close();
});

describe('mock:serve, a fault that never answers', () => {
  it('sends nothing back on that call while others answer, until the client gives up', async () => {
    mock.setScenario('active', { faults: { pausePlan: { neverAnswers: true } } });
    const client = new AbortController();
    let settled = false;
    const pause = fetch(`${mock.url}/autoShip/pausePlan/${FIRST_PLAN_ID}?${QUERY}`, {
      headers: AUTH,
      signal: client.signal,
    }).finally(() => {
      settled = true;
    });

    const plan = await fetch(`${mock.url}/autoShip/queryAutoShipPlan?${QUERY}`, { headers: AUTH });
    expect(plan.status).toBe(200);
    expect(settled).toBe(false);

    client.abort();
    await expect(pause).rejects.toMatchObject({ name: 'AbortError' });
    expect(mock.store.snapshot().plan?.status).toBe(1);
  });
});
