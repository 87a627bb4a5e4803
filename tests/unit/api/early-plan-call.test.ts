import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startEarlyCalls } from '#src/api/early-call/early-calls.ts';
import type { EarlyCallContext } from '#src/api/early-call/early-plan-call.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';
import { QUERY_STALE_TIME_MS } from '#src/api/query-hook-options.ts';
import { STORE_CONTEXT_ELEMENT_ID, setStoreContext } from '#src/api/store-context.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { REQUEST_TIMEOUT_MS } from '#src/domain/business-constants.ts';
import { server } from '#mocks/node.ts';
import {
  ACTIVE_PLAN,
  api,
  resetApiTestState,
  success,
  EARLY_CALL_CONFIG,
} from './api-test-helpers.ts';

/** The host page's store context, as the theme renders it (the same values the app's context has). */
const HOST_CONTEXT: EarlyCallContext = {
  isLoggedIn: true,
  authToken: 'test-token',
  region: 'us',
  webLanguage: 'en',
};

const PAUSED_PLAN = { ...ACTIVE_PLAN, status: 2 };
const PLAN_PATH = '/autoShip/queryAutoShipPlan';

let navigate: MockInstance<(url: string) => void>;

function hostPage(context: Partial<EarlyCallContext> = HOST_CONTEXT): void {
  document.getElementById(STORE_CONTEXT_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = STORE_CONTEXT_ELEMENT_ID;
  element.textContent = JSON.stringify(context);
  document.body.append(element);
}

/** Answers the plan path with `answers` in turn (the last one again after that); logs each request. */
function answerPlan(...answers: (() => Response | Promise<Response>)[]): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get(api(PLAN_PATH), ({ request }) => {
      seen.push(request.clone());
      const answer = answers[Math.min(seen.length, answers.length) - 1];
      if (!answer) throw new Error('no answer given');
      return answer();
    }),
  );
  return seen;
}

/** The page's first plan query, as the account page's route starts it. */
function firstPlanQuery() {
  return createQueryClient({ deterministic: true }).fetchQuery(autoShipPlanQueryOptions());
}

beforeEach(() => {
  resetApiTestState();
  hostPage();
  navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.__autoshipEarlyPlanCall;
  delete window.__autoshipSendEarlyPlanCall;
  document.getElementById(STORE_CONTEXT_ELEMENT_ID)?.remove();
});

describe('the host page’s early plan call', () => {
  it('is adopted by the first plan query: one request, with the credential and the shared fields', async () => {
    const seen = answerPlan(() => success(ACTIVE_PLAN));
    startEarlyCalls(EARLY_CALL_CONFIG);
    // Sent at once, before the app asks.
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    await expect(firstPlanQuery()).resolves.toEqual(ACTIVE_PLAN);

    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'us',
      cookie: 'visitor-abc',
      webLanguage: 'en',
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer test-token');
    expect(window.__autoshipEarlyPlanCall).toBeUndefined();
    // The answer's checks download with it, not once the app's code has run.
    expect(
      document.head.querySelector('link[rel="modulepreload"][href="/assets/plan-checks.js"]'),
    ).not.toBeNull();
  });

  it('is offered once: a later plan query asks the server again', async () => {
    const seen = answerPlan(
      () => success(ACTIVE_PLAN),
      () => success(PAUSED_PLAN),
    );
    startEarlyCalls(EARLY_CALL_CONFIG);
    const queryClient = createQueryClient({ deterministic: true });
    await expect(queryClient.fetchQuery(autoShipPlanQueryOptions())).resolves.toEqual(ACTIVE_PLAN);
    await queryClient.invalidateQueries();
    await expect(
      queryClient.fetchQuery({ ...autoShipPlanQueryOptions(), staleTime: 0 }),
    ).resolves.toEqual(PAUSED_PLAN);
    expect(seen).toHaveLength(2);
  });

  it('that failed (no answer) falls back to the normal query', async () => {
    const seen = answerPlan(
      () => HttpResponse.error(),
      () => success(ACTIVE_PLAN),
    );
    startEarlyCalls(EARLY_CALL_CONFIG);
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    await expect(firstPlanQuery()).resolves.toEqual(ACTIVE_PLAN);
    expect(seen).toHaveLength(2);
  });

  it('that is stale (sent longer ago than the stale time) falls back to the normal query', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen = answerPlan(
      () => success(ACTIVE_PLAN),
      () => success(PAUSED_PLAN),
    );
    startEarlyCalls(EARLY_CALL_CONFIG);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    vi.setSystemTime(Date.now() + QUERY_STALE_TIME_MS + 1);

    await expect(firstPlanQuery()).resolves.toEqual(PAUSED_PLAN);
    expect(seen).toHaveLength(2);
  });

  it('that is not the request the app would send now (another credential) is asked again', async () => {
    const seen = answerPlan(() => success(ACTIVE_PLAN));
    startEarlyCalls(EARLY_CALL_CONFIG);
    setStoreContext({ authToken: 'renewed-token' });

    await expect(firstPlanQuery()).resolves.toEqual(ACTIVE_PLAN);
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer test-token',
      'Bearer renewed-token',
    ]);
  });

  it('answered 401 sends the shopper to login once, as any call, and is not asked again', async () => {
    const seen = answerPlan(() =>
      HttpResponse.json({ code: 401, msg: 'Please sign in' }, { status: 401 }),
    );
    startEarlyCalls(EARLY_CALL_CONFIG);

    await expect(firstPlanQuery()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(seen).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/account\/login\?return_to=/);
  });

  it('off the contract is a failed call, not a plan', async () => {
    const seen = answerPlan(() => success('not a plan'));
    vi.mocked(console.error).mockImplementation(() => undefined);
    startEarlyCalls(EARLY_CALL_CONFIG);

    await expect(firstPlanQuery()).rejects.toMatchObject({ kind: 'invalid-answer' });
    expect(seen).toHaveLength(1);
  });

  it('that hangs times out after the 60 s of any call, counted from when the app adopts it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = answerPlan(async () => {
      await delay('infinite');
      return success(null);
    });
    startEarlyCalls(EARLY_CALL_CONFIG);
    let outcome: unknown = null;
    firstPlanQuery().catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome).toMatchObject({ kind: 'timeout' }));
    expect(seen).toHaveLength(1);
  });

  it('is not started for an anonymous visitor, nor on a route whose first call is another', async () => {
    const seen = answerPlan(() => success(null));
    hostPage({ ...HOST_CONTEXT, isLoggedIn: false, authToken: null });
    startEarlyCalls(EARLY_CALL_CONFIG);
    expect(window.__autoshipEarlyPlanCall).toBeUndefined();

    hostPage();
    window.history.replaceState({}, '', '/pages/buildplan');
    startEarlyCalls(EARLY_CALL_CONFIG);
    expect(window.__autoshipEarlyPlanCall).toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('in the mock build waits for the mock layer, which sends it with the scenario’s context', async () => {
    const seen = answerPlan(() => success(ACTIVE_PLAN));
    window.history.replaceState({}, '', '/review/');
    startEarlyCalls({ ...EARLY_CALL_CONFIG, held: true });
    const plan = firstPlanQuery();
    await delay(20);
    expect(seen).toHaveLength(0);

    window.__autoshipSendEarlyPlanCall?.({ ...HOST_CONTEXT });
    await expect(plan).resolves.toEqual(ACTIVE_PLAN);
    expect(seen).toHaveLength(1);
  });
});
