import { QueryObserver, focusManager, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiClient } from '#src/api/client.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import {
  answerGet,
  failure,
  leavingSharedFieldsToMiddleware,
  resetApiTestState,
} from './api-test-helpers.ts';

// Spec section 7's `sign-in-required`: one event per redirect to login, as a theme script
// listening on document hears it, whether it lets the redirect happen or takes it over.

let navigate: MockInstance<(url: string) => void>;
let heard: unknown[];
let stopListening: () => void;

function themeListens({ takeOver }: { takeOver: boolean }): void {
  const listener = (event: Event) => {
    if (takeOver) event.preventDefault();
    heard.push((event as CustomEvent).detail);
  };
  document.addEventListener('sign-in-required', listener);
  stopListening = () => document.removeEventListener('sign-in-required', listener);
}

beforeEach(() => {
  resetApiTestState();
  navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
  heard = [];
  stopListening = () => undefined;
  answerGet('/autoShip/queryAutoShipPlan', () => failure(401, 'Please sign in'));
});

afterEach(() => {
  stopListening();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

const getPlan = () =>
  apiClient
    .GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    })
    .catch((error: unknown) => error);

describe('sign-in-required, once per redirect to login', () => {
  it('a 401 answered while the browser is on its way to login starts no second event or navigation', async () => {
    themeListens({ takeOver: false });
    await expect(getPlan()).resolves.toMatchObject({ kind: 'unauthorized' });
    // A part mounted after the first 401 asks, and is refused, before the page unloads.
    await expect(getPlan()).resolves.toMatchObject({ kind: 'unauthorized' });
    await expect(getPlan()).resolves.toMatchObject({ kind: 'unauthorized' });
    expect(heard).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a page the browser shows again from its back/forward cache sends the shopper to login again', async () => {
    themeListens({ takeOver: false });
    await getPlan();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await getPlan();
    expect(heard).toHaveLength(2);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('a theme that takes it over hears calls sent together once; the shopper asking again asks again', async () => {
    themeListens({ takeOver: true });
    await Promise.all([getPlan(), getPlan(), getPlan()]);
    expect(heard).toHaveLength(1);
    // The page stays (the theme's sign-in is open); a call the shopper sends now is a new sign-in.
    await getPlan();
    expect(heard).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('in the shipped app a plan query refused with 401 is not asked again on focus, reconnect or a later mount', async () => {
    themeListens({ takeOver: true });
    const client = createQueryClient({ deterministic: false });
    const first = new QueryObserver(client, autoShipPlanQueryOptions());
    const stopFirst = first.subscribe(() => undefined);
    await vi.waitFor(() => expect(first.getCurrentResult().status).toBe('error'));
    expect(heard).toHaveLength(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    const later = new QueryObserver(client, autoShipPlanQueryOptions());
    const stopLater = later.subscribe(() => undefined);

    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(heard).toHaveLength(1);
    stopFirst();
    stopLater();
    client.clear();
  });
});
