import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { API_INVALID_ANSWER } from '#src/api/middleware/answer-shape.ts';
import { getPlanAddress } from '#src/api/operations/get-plan-address.ts';
import { getStoreProduct } from '#src/api/operations/get-store-product.ts';
import { pausePlan } from '#src/api/operations/pause-plan.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { queryCustomerAddress } from '#src/api/operations/query-customer-address.ts';
import { queryNextPayDt } from '#src/api/operations/query-next-pay-dt.ts';
import { submitTraceEvents } from '#src/api/operations/submit-trace-events.ts';
import type { TraceEvent } from '#src/api/schema-types.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { recentErrorReports } from '#src/domain/error-reporter.ts';
import { TRACE_SEND_ERROR } from '#src/domain/messages.ts';
import { BUSINESS_CODE } from '#src/domain/tracking/tracking-event.ts';
import {
  ACTIVE_PLAN,
  answerGet,
  answerPost,
  resetApiTestState,
  success,
} from './api-test-helpers.ts';

// Every answer the app uses is checked against its contract shape at the
// client boundary; one off the contract is a failed call of kind 'invalid-answer'.
beforeEach(() => {
  resetApiTestState();
  vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to reject'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

const PLAN = ACTIVE_PLAN;
const ITEM = { productId: 1, variantId: 2, variantNum: 1, productTitle: 'Pods', price: 1299 };

const OFF_CONTRACT: ReadonlyArray<readonly [string, string, unknown, () => Promise<unknown>]> = [
  ['plan data is a string', '/autoShip/queryAutoShipPlan', 'no plan', () => queryAutoShipPlan()],
  ['plan data is a number', '/autoShip/queryAutoShipPlan', 0, () => queryAutoShipPlan()],
  ['plan data is a list', '/autoShip/queryAutoShipPlan', [PLAN], () => queryAutoShipPlan()],
  [
    'plan status is a string',
    '/autoShip/queryAutoShipPlan',
    { ...PLAN, status: '1' },
    () => queryAutoShipPlan(),
  ],
  [
    'plan status is unknown',
    '/autoShip/queryAutoShipPlan',
    { ...PLAN, status: 7 },
    () => queryAutoShipPlan(),
  ],
  [
    'item price is a string',
    '/autoShip/queryAutoShipPlan',
    { ...PLAN, orderItemList: [{ ...ITEM, price: '12.99' }] },
    () => queryAutoShipPlan(),
  ],
  [
    'item without a variant id',
    '/autoShip/queryAutoShipPlan',
    { ...PLAN, orderItemList: [{ productId: 1, variantNum: 1 }] },
    () => queryAutoShipPlan(),
  ],
  [
    'orderItemList is an object',
    '/autoShip/queryAutoShipPlan',
    { ...PLAN, orderItemList: { 0: ITEM } },
    () => queryAutoShipPlan(),
  ],
  [
    'address first_name is a number',
    '/autoShip/changePlanAddress/880001',
    { id: 9001, first_name: 5, address1: '1 Main St' },
    () => getPlanAddress(880001),
  ],
  [
    'saved addresses are not a list',
    '/autoShip/queryCustomerAddress',
    { id: 9001, address1: '1 Main St' },
    () => queryCustomerAddress(),
  ],
  [
    'a saved address is a string',
    '/autoShip/queryCustomerAddress',
    ['1 Main St'],
    () => queryCustomerAddress(),
  ],
  [
    'next pay date is a number',
    '/autoShip/queryNextPayDt/880001/30',
    1766394000000,
    () => queryNextPayDt(880001, 30),
  ],
];

describe('answers off the contract are failed calls', () => {
  it.each(OFF_CONTRACT)('%s', async (_label, path, data, call) => {
    answerGet(path, () => success(data));
    const error = await rejection(call());
    expect(error.kind).toBe('invalid-answer');
    expect(getToasts()).toEqual([]);
    expect(recentErrorReports().map((report) => report.type)).toContain(API_INVALID_ANSWER);
  });

  it('an envelope whose code is not a number, or no msg, is off the contract', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => HttpResponse.json({ code: '200', data: PLAN }));
    await expect(rejection(queryAutoShipPlan())).resolves.toMatchObject({
      kind: 'invalid-answer',
    });
    answerGet('/autoShip/queryAutoShipPlan', () => HttpResponse.json({ code: 200, data: PLAN }));
    await expect(rejection(queryAutoShipPlan())).resolves.toMatchObject({
      kind: 'invalid-answer',
    });
  });

  it('malformed JSON and an HTML page with HTTP 200 are off the contract', async () => {
    answerGet('/autoShip/pausePlan/880001', () =>
      HttpResponse.text('{"code":200,"msg":"success",', {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(rejection(pausePlan(880001))).resolves.toMatchObject({ kind: 'invalid-answer' });
    answerGet('/autoShip/pausePlan/880001', () => HttpResponse.html('<h1>Maintenance</h1>'));
    await expect(rejection(pausePlan(880001))).resolves.toMatchObject({ kind: 'invalid-answer' });
    expect(getToasts()).toEqual([]);
  });

  it('the store’s product JSON is checked too', async () => {
    answerGet('/products/fresh-mint-pods.js', () => HttpResponse.json({ id: 'x', variants: 5 }));
    await expect(rejection(getStoreProduct('fresh-mint-pods'))).resolves.toMatchObject({
      kind: 'invalid-answer',
    });
  });

  it('a tracking call off the contract is reported once, as tracking (never forwarded again)', async () => {
    answerPost('/trace/submitIntoCenterMul', () => HttpResponse.json({ code: 200 }));
    const event: TraceEvent = {
      key1: '{}',
      businessCode: BUSINESS_CODE,
      step: 'x',
      clientTimeStamp: 1,
    };
    await submitTraceEvents([event]);
    expect(recentErrorReports().map((report) => report.type)).toEqual([TRACE_SEND_ERROR]);
  });

  it('answers on the contract pass untouched, extra fields included', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () =>
      success({ ...PLAN, orderItemList: [{ ...ITEM, somethingNew: true }], extra: 'kept' }),
    );
    await expect(queryAutoShipPlan()).resolves.toMatchObject({ planId: 880001, extra: 'kept' });
    answerGet('/autoShip/queryAutoShipPlan', () => success(null));
    await expect(queryAutoShipPlan()).resolves.toBeNull();
  });
});
