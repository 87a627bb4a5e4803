import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { apiClient } from '#src/api/client.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { recentErrorReports } from '#src/domain/error-reporter.ts';
import {
  answerGet,
  failure,
  leavingSharedFieldsToMiddleware,
  resetApiTestState,
} from './api-test-helpers.ts';

/**
 * A shopper the store already signed in whose calls carry no credential the API accepts: the
 * login page would send them straight back. They stay, the page says this account cannot manage
 * a plan here (kind `forbidden`), and the store hears of it once.
 */
let navigate: MockInstance<(url: string) => void>;

beforeEach(() => {
  resetApiTestState();
  navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
});

async function planCallError(): Promise<ApiError> {
  const error: unknown = await apiClient
    .GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    })
    .then(
      () => new Error('expected the call to reject'),
      (reason: unknown) => reason,
    );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

const reportsOfKind = () =>
  recentErrorReports().filter((report) => report.type === 'signed-in-without-credential');

describe('a signed-in shopper without a credential', () => {
  it.each([
    ['no metafield token', { credentialMode: 'token', authToken: null }],
    ['an app proxy that does not vouch for them', { credentialMode: 'app-proxy', authToken: null }],
  ] as const)('%s: no login redirect, a clear state, one report', async (_name, context) => {
    setStoreContext({ isLoggedIn: true, ...context });
    answerGet('/autoShip/queryAutoShipPlan', () => failure(401, 'Please sign in'));
    const before = reportsOfKind().length;

    expect(await planCallError()).toMatchObject({ kind: 'forbidden', status: 200 });
    expect(await planCallError()).toMatchObject({ kind: 'forbidden' });

    expect(navigate).not.toHaveBeenCalled();
    expect(reportsOfKind().length - before).toBe(1);
  });

  it('a signed-out shopper is still sent to login', async () => {
    setStoreContext({ isLoggedIn: false, authToken: null });
    answerGet('/autoShip/queryAutoShipPlan', () => failure(401, 'Please sign in'));
    expect(await planCallError()).toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
