import createClient from 'openapi-fetch';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError, serverMessageOf } from '#src/api/api-error.ts';
import { apiBaseUrl, apiClient } from '#src/api/client.ts';
import { loginNavigation, resetLoginRedirect } from '#src/api/login-redirect.ts';
import { showServerMessage } from '#src/api/failure-message.ts';
import { createEnvelopeMiddleware } from '#src/api/middleware/envelope.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { recentErrorReports } from '#src/domain/error-reporter.ts';
import {
  ACTIVE_PLAN,
  answerGet,
  failure,
  resetApiTestState,
  success,
  leavingSharedFieldsToMiddleware,
} from './api-test-helpers.ts';

/** The one path of the user service the rule names; it is not part of the contract. */
interface UserPaths {
  '/user/queryUserInfo': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': unknown } };
      };
    };
  };
}

const PLAN = ACTIVE_PLAN;
const RETURN_TO = 'http%3A%2F%2Flocalhost%3A3000%2Fpages%2Fautoship-manage';

let navigate: MockInstance<(url: string) => void>;

/** jsdom cannot leave: the shopper's return from login is a fresh page, as in a browser. */
const backFromLogin = resetLoginRedirect;

beforeEach(() => {
  resetApiTestState();
  navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
});

const getPlan = () =>
  apiClient.GET('/autoShip/queryAutoShipPlan', {
    params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
  });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to reject'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('success', () => {
  it('is an envelope with code 200: the request function returns its data', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => success(PLAN));
    await expect(queryAutoShipPlan()).resolves.toEqual(PLAN);
    expect(getToasts()).toEqual([]);
  });

  it('with data null comes back as null (no plan)', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => success(null));
    await expect(queryAutoShipPlan()).resolves.toBeNull();
  });
});

describe('failure codes', () => {
  it('reject with an envelope ApiError whose msg the caller shows as a toast', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => failure(5000, 'Operation failed'));

    const error = await rejection(getPlan());

    expect(error).toMatchObject({
      kind: 'envelope',
      code: 5000,
      msg: 'Operation failed',
      status: 200,
    });
    expect(getToasts()).toEqual([]);
    showServerMessage(error);
    expect(getToasts().map((toast) => [toast.message, toast.durationMs])).toEqual([
      ['Operation failed', 3000],
    ]);
  });

  it('5052 keeps its code for the review page', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => failure(5052, 'The plan has changed'));
    await expect(rejection(queryAutoShipPlan())).resolves.toMatchObject({ code: 5052 });
  });

  it("the client never shows a failure: whether its msg is shown is the caller's decision", async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => failure(5000, 'Operation failed'));

    await expect(rejection(queryAutoShipPlan())).resolves.toMatchObject({ kind: 'envelope' });
    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'envelope' });

    expect(getToasts()).toEqual([]);
  });

  it('never toast for /user/queryUserInfo', async () => {
    // Not in the contract (spec section 8 names it only for this rule), so a client typed for that
    // one path, with the same middleware, stands in.
    const client = createClient<UserPaths>({
      baseUrl: apiBaseUrl,
      fetch: (request) => globalThis.fetch(request),
    });
    client.use(createEnvelopeMiddleware());
    answerGet('/user/queryUserInfo', () => failure(5000, 'Not signed in'));

    await expect(rejection(client.GET('/user/queryUserInfo'))).resolves.toMatchObject({
      kind: 'envelope',
    });
    expect(getToasts()).toEqual([]);
  });

  it('an HTTP 500 rejects as http and is reported; its envelope msg is not a shopper’s toast', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () =>
      HttpResponse.json({ code: 500, msg: 'Internal server error', data: null }, { status: 500 }),
    );

    const error = await rejection(getPlan());

    expect(error).toMatchObject({ kind: 'http', status: 500, code: 500 });
    // The page says it in a sentence of ours (failure-message.ts), not the server's words.
    expect(serverMessageOf(error)).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(recentErrorReports().map((report) => report.type)).toContain('API_HTTP_ERROR');
  });

  it('an answer that is not an envelope is a failure, not data', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => HttpResponse.text('<html>maintenance</html>'));
    await expect(rejection(getPlan())).resolves.toMatchObject({
      kind: 'invalid-answer',
      code: null,
    });
    expect(getToasts()).toEqual([]);
  });
});

describe('401 and 403', () => {
  it.each([401, 403])(
    'HTTP %i sends the shopper to login with the exact return_to',
    async (status) => {
      answerGet('/autoShip/queryAutoShipPlan', () =>
        HttpResponse.json({ code: status, msg: 'Unauthorized', data: null }, { status }),
      );

      const error = await rejection(getPlan());

      expect(error).toMatchObject({ kind: 'unauthorized', status });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(`/account/login?return_to=${RETURN_TO}`);
      expect(getToasts()).toEqual([]);
    },
  );

  it.each([401, 403])('envelope code %i inside HTTP 200 does the same', async (code) => {
    answerGet('/autoShip/queryAutoShipPlan', () => failure(code, 'Please sign in'));

    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'unauthorized', code });
    expect(navigate).toHaveBeenCalledWith(`/account/login?return_to=${RETURN_TO}`);
  });

  it('a page reached as origin//evil.example hands login the manage page, not that path', async () => {
    window.history.replaceState({}, '', `${location.origin}//evil.example/steal`);
    answerGet('/autoShip/queryAutoShipPlan', () => failure(401, 'Please sign in'));

    await rejection(getPlan());

    expect(navigate).toHaveBeenCalledWith(
      `/account/login?return_to=${encodeURIComponent('http://localhost:3000/pages/autoship-manage')}`,
    );
  });

  it('a 403 again right after login sent the shopper there: no second redirect (no loop)', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () =>
      HttpResponse.json({ code: 403, msg: 'Forbidden', data: null }, { status: 403 }),
    );
    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledTimes(1);

    // Back from login, still refused: the page says so instead of another redirect.
    for (let visit = 0; visit < 3; visit += 1) {
      backFromLogin();
      await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'forbidden', status: 403 });
    }
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getToasts()).toEqual([]);
  });

  it('a success in between forgets the 403, and a 401 always redirects', async () => {
    let status = 403;
    answerGet('/autoShip/queryAutoShipPlan', () =>
      status === 200
        ? success(PLAN)
        : HttpResponse.json({ code: status, msg: 'No', data: null }, { status }),
    );
    await rejection(getPlan());
    backFromLogin();
    status = 200;
    await getPlan();
    status = 403;
    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'unauthorized' });
    backFromLogin();
    status = 401;
    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'unauthorized' });
    backFromLogin();
    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledTimes(4);
  });

  it('calls sent together that all answer 401 are one login redirect', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => failure(401, 'Please sign in'));
    const together = await Promise.all([1, 2, 3, 4].map(() => rejection(getPlan())));
    expect(together.map((error) => error.kind)).toEqual(Array(4).fill('unauthorized'));
    expect(navigate).toHaveBeenCalledTimes(1);

    // Sent after the redirect started, before the page unloads: still that one redirect.
    await expect(rejection(getPlan())).resolves.toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps a query the login address already has, and encodes the path', async () => {
    setStoreContext({ loginUrl: 'https://shop.example.com/account/login?locale=en' });
    window.history.replaceState({}, '', '/pages/büild plan');
    answerGet('/autoShip/queryAutoShipPlan', () => failure(401, 'Please sign in'));

    await rejection(getPlan());

    expect(navigate).toHaveBeenCalledWith(
      'https://shop.example.com/account/login?locale=en&return_to=' +
        'http%3A%2F%2Flocalhost%3A3000%2Fpages%2Fb%25C3%25BCild%2520plan',
    );
  });
});
