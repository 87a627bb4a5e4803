import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { apiClient } from '#src/api/client.ts';
import { requestTimeoutMs } from '#src/api/middleware/transport.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { REQUEST_TIMEOUT_MS } from '#src/domain/business-constants.ts';
import { recentErrorReports } from '#src/domain/error-reporter.ts';
import { server } from '#mocks/node.ts';
import {
  ACTIVE_PLAN,
  api,
  answerGet,
  resetApiTestState,
  success,
  leavingSharedFieldsToMiddleware,
} from './api-test-helpers.ts';

beforeEach(resetApiTestState);

afterEach(() => {
  vi.useRealTimers();
});

/** Settles a promise into a value the test can inspect without unhandled rejections. */
function settle<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

describe('timeout', () => {
  it('is the spec’s 60 000 ms outside design mode, and none in design mode', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(requestTimeoutMs()).toBe(60_000);
    setStoreContext({ designMode: true });
    expect(requestTimeoutMs()).toBeNull();
  });

  it('rejects a call with no answer after exactly 60 000 ms, reported and without a toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(api('/autoShip/queryAutoShipPlan'), async () => {
        await delay('infinite');
        return success(null);
      }),
    );

    const call = settle(queryAutoShipPlan());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(call.done).toBe(true));

    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({ kind: 'timeout', status: null });
    expect(recentErrorReports().map((report) => [report.type, report.details.url])).toEqual([
      ['API_TIMEOUT_ERROR', 'GET /autoShip/queryAutoShipPlan'],
    ]);
    expect(getToasts()).toEqual([]);
  });

  it('does not apply in design mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setStoreContext({ designMode: true });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(api('/autoShip/queryAutoShipPlan'), async () => {
        await answered;
        return success(ACTIVE_PLAN);
      }),
    );

    const call = settle(queryAutoShipPlan());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 5);
    expect(call.done).toBe(false);
    answer();
    await vi.waitFor(() => expect(call.done).toBe(true));

    expect(call.value).toMatchObject({ planId: 880001, status: 1 });
  });

  it('leaves no timer behind once the answer arrived', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerGet('/autoShip/queryAutoShipPlan', () => success(null));

    await queryAutoShipPlan();

    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('network errors', () => {
  it('reject with a network ApiError and are reported, without a toast', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => HttpResponse.error());

    const error: unknown = await apiClient
      .GET('/autoShip/queryAutoShipPlan', {
        params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
      })
      .catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: null, code: null });
    expect(recentErrorReports().map((report) => report.type)).toEqual(['API_NETWORK_ERROR']);
    expect(getToasts()).toEqual([]);
  });

  it('a call cancelled by its caller is neither an ApiError nor reported', async () => {
    server.use(
      http.get(api('/autoShip/queryAutoShipPlan'), async () => {
        await delay('infinite');
        return success(null);
      }),
    );
    const controller = new AbortController();

    const call = queryAutoShipPlan({ signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    controller.abort();
    const error = await call;

    expect(error).not.toBeInstanceOf(ApiError);
    expect(recentErrorReports()).toEqual([]);
  });
});
