import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { storeBaseUrl } from '#src/api/client.ts';
import { showServerMessage } from '#src/api/failure-message.ts';
import { changePlan } from '#src/api/operations/change-plan.ts';
import { changePlanAddress } from '#src/api/operations/change-plan-address.ts';
import { checkout } from '#src/api/operations/checkout.ts';
import { completeInfoAndGetPayUrl } from '#src/api/operations/complete-info-and-get-pay-url.ts';
import { getPlanAddress } from '#src/api/operations/get-plan-address.ts';
import { getShopifyProductInfo } from '#src/api/operations/get-shopify-product-info.ts';
import { getStoreProduct } from '#src/api/operations/get-store-product.ts';
import { pausePlan } from '#src/api/operations/pause-plan.ts';
import { queryCustomerAddress } from '#src/api/operations/query-customer-address.ts';
import { queryNextPayDt } from '#src/api/operations/query-next-pay-dt.ts';
import { restartPlan } from '#src/api/operations/restart-plan.ts';
import { submitTraceBeacon } from '#src/api/operations/submit-trace-beacon.ts';
import { submitTraceEvent } from '#src/api/operations/submit-trace-event.ts';
import { submitTraceEvents } from '#src/api/operations/submit-trace-events.ts';
import { terminatePlan } from '#src/api/operations/terminate-plan.ts';
import { toCheckoutCar } from '#src/api/operations/to-checkout-car.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { recentErrorReports } from '#src/domain/error-reporter.ts';
import { server } from '#mocks/node.ts';
import {
  answerGet,
  answerPost,
  failure,
  nth,
  resetApiTestState,
  success,
} from './api-test-helpers.ts';

beforeEach(resetApiTestState);

const ITEMS = [{ productId: 7400001, variantId: 4100001, variantNum: 2 }];
const ADDRESS = {
  addressId: 0,
  address1: '1 Main St',
  city: 'Austin',
  zip: '73301',
  country_code: 'US',
};
const EVENT = {
  key1: '{"cookie":"visitor-abc"}',
  businessCode: 'AUTO_SHIP' as const,
  step: '7_1',
  clientTimeStamp: 1_790_000_000_000,
};

describe('GET operations put their ids in the path and unwrap data', () => {
  it.each([
    [
      'queryNextPayDt',
      '/autoShip/queryNextPayDt/880001/45',
      () => queryNextPayDt(880001, 45),
      '2027-01-06T09:00:00Z',
    ],
    [
      'getPlanAddress',
      '/autoShip/changePlanAddress/880001',
      () => getPlanAddress(880001),
      { id: 9001, ...ADDRESS, addressId: 9001 },
    ],
    ['pausePlan', '/autoShip/pausePlan/880001', () => pausePlan(880001), null],
    ['restartPlan', '/autoShip/restartPlan/880001', () => restartPlan(880001), null],
    ['terminatePlan', '/autoShip/terminatePlan/880001', () => terminatePlan(880001), null],
    [
      'queryCustomerAddress',
      '/autoShip/queryCustomerAddress',
      () => queryCustomerAddress(),
      [{ id: 1, ...ADDRESS, addressId: 1 }],
    ],
    [
      'getShopifyProductInfo',
      '/shopify/us/productInfo/7400001',
      () => getShopifyProductInfo(7400001),
      { handle: 'pods' },
    ],
  ] as const)('%s', async (_name, path, call, data) => {
    const seen = answerGet(path, () => success(data));
    await expect(call()).resolves.toEqual(data);
    expect(new URL(nth(seen).url).searchParams.get('region')).toBe('us');
  });

  it('queryCustomerAddress turns a null list into an empty one', async () => {
    answerGet('/autoShip/queryCustomerAddress', () => success(null));
    await expect(queryCustomerAddress()).resolves.toEqual([]);
  });
});

describe('POST operations send their input with the store context filled in', () => {
  it('changePlan', async () => {
    const seen = answerPost('/autoShip/changePlan/880001', () => success(null));
    await changePlan(880001, { daySpan: 60, orderItemList: ITEMS });
    expect(await nth(seen).json()).toMatchObject({
      daySpan: 60,
      orderItemList: ITEMS,
      region: 'us',
    });
  });

  it('changePlanAddress fills customerId and region', async () => {
    const seen = answerPost('/autoShip/changePlanAddress/880001', () => success(null));
    await changePlanAddress(880001, ADDRESS);
    expect(await nth(seen).json()).toMatchObject({ ...ADDRESS, customerId: 7001, region: 'us' });
  });

  it('toCheckoutCar answers noInventoryList', async () => {
    const seen = answerPost('/autoShip/toCheckoutCar', () =>
      success({ planId: 880001, noInventoryList: [{ variantId: 4100001 }] }),
    );
    await expect(
      toCheckoutCar({ daySpan: 30, orderItemList: ITEMS, planId: 880001 }),
    ).resolves.toEqual({
      planId: 880001,
      noInventoryList: [{ variantId: 4100001 }],
    });
    expect(await nth(seen).json()).toMatchObject({ planId: 880001, daySpan: 30 });
  });

  it('completeInfoAndGetPayUrl answers the pay URL', async () => {
    const seen = answerPost('/autoShip/completeInfoAndGetPayUrl', () =>
      success('https://pay.example/1'),
    );
    await expect(completeInfoAndGetPayUrl({ ...ADDRESS, name: 'Avery Jones' })).resolves.toBe(
      'https://pay.example/1',
    );
    expect(await nth(seen).json()).toMatchObject({ name: 'Avery Jones', customerId: 7001 });
  });

  it('checkout 5052 rejects with the code, its msg for the caller to show', async () => {
    answerPost('/autoShip/checkout', () => failure(5052, 'The plan has changed'));
    const error: unknown = await checkout({
      daySpan: 30,
      orderItemList: ITEMS,
      userAddressInfoReq: { ...ADDRESS, customerId: 7001, region: 'us' },
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'envelope', code: 5052 });
    expect(getToasts()).toEqual([]);
    showServerMessage(error);
    expect(getToasts().map((toast) => toast.message)).toEqual(['The plan has changed']);
  });
});

describe('the store product', () => {
  it('comes from the store base URL without envelope or credential', async () => {
    const product = { id: 1, title: 'Pods', handle: 'pods', variants: [] };
    let seen: Request | undefined;
    server.use(
      http.get(`${storeBaseUrl}/products/pods.js`, ({ request }) => {
        seen = request;
        return HttpResponse.json(product);
      }),
    );
    await expect(getStoreProduct('pods')).resolves.toEqual(product);
    expect(seen?.headers.has('authorization')).toBe(false);
  });

  it('404 rejects as http, quietly', async () => {
    server.use(
      http.get(`${storeBaseUrl}/products/gone.js`, () =>
        HttpResponse.json({ status: 404, message: 'Not Found' }, { status: 404 }),
      ),
    );
    const error: unknown = await getStoreProduct('gone').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(getToasts()).toEqual([]);
  });
});

describe('tracking calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('submitTraceEvent and submitTraceEvents send the events', async () => {
    const one = answerPost('/trace/submitIntoCenter', () => success(null));
    const many = answerPost('/trace/submitIntoCenterMul', () => success(null));

    await submitTraceEvent(EVENT);
    await submitTraceEvents([EVENT, { ...EVENT, step: '7_2' }]);
    await submitTraceEvents([]);

    expect(await nth(one).json()).toMatchObject(EVENT);
    expect(await nth(many).json()).toEqual([EVENT, { ...EVENT, step: '7_2' }]);
    expect(many).toHaveLength(1);
  });

  it('never toast, redirect or reject; failures are reported once as TRACE_SEND_ERROR', async () => {
    const navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    answerPost('/trace/submitIntoCenter', () => failure(401, 'Unauthorized'));
    answerPost('/trace/submitIntoCenterMul', () => HttpResponse.error());

    await expect(submitTraceEvent(EVENT)).resolves.toBeUndefined();
    await expect(submitTraceEvents([EVENT])).resolves.toBeUndefined();

    expect(getToasts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(recentErrorReports().map((report) => [report.type, report.details.operation])).toEqual([
      ['TRACE_SEND_ERROR', 'submitTraceEvent'],
      ['TRACE_SEND_ERROR', 'submitTraceEvents'],
    ]);
  });

  it('submitTraceBeacon uses navigator.sendBeacon with form data when it is there', async () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });

    await submitTraceBeacon(EVENT);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = nth(sendBeacon.mock.calls);
    expect(url).toBe('http://localhost:3000/trace/submitIntoCenterData');
    expect(data).toBeInstanceOf(FormData);
    expect(Object.fromEntries(data as FormData)).toEqual({
      ...EVENT,
      clientTimeStamp: '1790000000000',
    });
  });

  it('submitTraceBeacon falls back to a keepalive form POST when the beacon is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const seen = answerPost('/trace/submitIntoCenterData', () => success(null));

    await submitTraceBeacon(EVENT);

    expect(seen).toHaveLength(1);
    expect(nth(seen).headers.get('content-type')).toContain('multipart/form-data');
    expect(nth(seen).keepalive).toBe(true);
    expect(Object.fromEntries(await nth(seen).formData())).toEqual({
      ...EVENT,
      clientTimeStamp: '1790000000000',
    });
  });
});
