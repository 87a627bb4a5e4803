import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '#src/api/client.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { visitorCookieId } from '#src/api/visitor-cookie-field.ts';
import {
  answerGet,
  answerPost,
  nth,
  resetApiTestState,
  success,
  leavingSharedFieldsToMiddleware,
} from './api-test-helpers.ts';

beforeEach(() => {
  resetApiTestState();
});

describe('GET calls', () => {
  it('add region, cookie and webLanguage to the query', async () => {
    const seen = answerGet('/autoShip/pausePlan/880001', () => success(null));
    setStoreContext({ region: 'ca', webLanguage: 'fr' });

    await apiClient.GET('/autoShip/pausePlan/{planId}', {
      params: {
        path: { planId: 880001 },
        query: leavingSharedFieldsToMiddleware({ region: 'ca' }),
      },
    });

    const query = new URL(nth(seen).url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      region: 'ca',
      cookie: 'visitor-abc',
      webLanguage: 'fr',
    });
  });

  it('keep a value the call already set', async () => {
    const seen = answerGet('/autoShip/queryAutoShipPlan', () => success(null));

    await apiClient.GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'gb', webLanguage: 'de' }) },
    });

    const query = new URL(nth(seen).url).searchParams;
    expect(query.get('region')).toBe('gb');
    expect(query.get('webLanguage')).toBe('de');
    expect(query.get('cookie')).toBe('visitor-abc');
  });

  it('send the visitor cookie id the visitor already has', async () => {
    document.cookie = 'COUPON_COOKIE_ID=from-the-cookie-jar; path=/';
    const seen = answerGet('/autoShip/queryAutoShipPlan', () => success(null));

    await apiClient.GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    });

    expect(new URL(nth(seen).url).searchParams.get('cookie')).toBe('from-the-cookie-jar');
  });

  it('create the id (26 characters and a timestamp) when the visitor has none, then keep it', async () => {
    document.cookie = 'COUPON_COOKIE_ID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const seen = answerGet('/autoShip/queryAutoShipPlan', () => success(null));

    await apiClient.GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    });
    await apiClient.GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    });

    const first = new URL(nth(seen).url).searchParams.get('cookie');
    expect(first).toMatch(/^[0-9a-zA-Z]{26}[0-9]{13}$/);
    expect(new URL(nth(seen, 1).url).searchParams.get('cookie')).toBe(first);
    expect(document.cookie).toContain(`COUPON_COOKIE_ID=${first}`);
  });

  it('fall back to local storage, then to an empty id, when the cookie jar throws', () => {
    const jar = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('cookies blocked');
    });
    localStorage.setItem('COUPON_COOKIE_ID', JSON.stringify('stored-visitor'));
    expect(visitorCookieId()).toBe('stored-visitor');

    localStorage.removeItem('COUPON_COOKIE_ID');
    expect(visitorCookieId()).toBe('');
    jar.mockRestore();
  });
});

describe('POST calls', () => {
  it('add store, cookie, region, shopCode, returnTo and webLanguage to the JSON body', async () => {
    const seen = answerPost('/autoShip/changePlan/880001', () => success(null));

    await apiClient.POST('/autoShip/changePlan/{planId}', {
      params: { path: { planId: 880001 } },
      body: leavingSharedFieldsToMiddleware({
        region: 'us',
        daySpan: 45,
        orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 2 }],
      }),
    });

    expect(await nth(seen).json()).toEqual({
      store: 'autoship-demo.myshopify.com',
      cookie: 'visitor-abc',
      region: 'us',
      shopCode: 'US01',
      returnTo: '/pages/autoship-manage',
      webLanguage: 'en',
      daySpan: 45,
      orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 2 }],
    });
    expect(nth(seen).headers.get('content-type')).toContain('application/json');
  });

  it('leave a JSON array body (the batched tracking call) as it is', async () => {
    const seen = answerPost('/trace/submitIntoCenterMul', () => success(null));
    const event = {
      key1: '{}',
      businessCode: 'AUTO_SHIP' as const,
      step: '7_1',
      clientTimeStamp: 1,
    };

    await apiClient.POST('/trace/submitIntoCenterMul', { body: [event] });

    expect(await nth(seen).json()).toEqual([event]);
  });
});

describe('authorization header', () => {
  it('is sent as a bearer credential when the store context has one', async () => {
    const seen = answerGet('/autoShip/queryAutoShipPlan', () => success(null));
    await apiClient.GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    });
    expect(nth(seen).headers.get('authorization')).toBe('Bearer test-token');
  });

  it('is absent when the shopper has no credential', async () => {
    setStoreContext({ authToken: null });
    const seen = answerGet('/autoShip/queryAutoShipPlan', () => success(null));
    await apiClient.GET('/autoShip/queryAutoShipPlan', {
      params: { query: leavingSharedFieldsToMiddleware({ region: 'us' }) },
    });
    expect(nth(seen).headers.has('authorization')).toBe(false);
  });
});
