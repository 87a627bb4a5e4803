import { describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { hostedPaymentUrl } from '#mocks/store/checkout-calls.ts';
import { FIRST_PLAN_ID } from '#mocks/store/mock-state.ts';
import { ApiError } from '#src/api/api-error.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { completeInfoAndGetPayUrl } from '#src/api/operations/complete-info-and-get-pay-url.ts';
import { changePlan } from '#src/api/operations/change-plan.ts';
import { changePlanAddress } from '#src/api/operations/change-plan-address.ts';
import { checkout } from '#src/api/operations/checkout.ts';
import { getPlanAddress } from '#src/api/operations/get-plan-address.ts';
import { pausePlan } from '#src/api/operations/pause-plan.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { queryNextPayDt } from '#src/api/operations/query-next-pay-dt.ts';
import { restartPlan } from '#src/api/operations/restart-plan.ts';
import { submitTraceEvent } from '#src/api/operations/submit-trace-event.ts';
import { terminatePlan } from '#src/api/operations/terminate-plan.ts';
import { toCheckoutCar } from '#src/api/operations/to-checkout-car.ts';
import { setScenario } from '#tests/support/set-scenario.ts';

// The state flows of the mock backend, through the app's own request functions and
// the Vitest MSW server: what one call changes, the next call sees.

const PLAN = FIRST_PLAN_ID;
const address = {
  addressId: 0,
  customerId: 7001,
  first_name: 'Maren',
  last_name: 'Vogel',
  address1: 'Torstraße 12',
  city: 'Berlin',
  zip: '10119',
  country: 'Germany',
  country_code: 'DE',
};

function rejection(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );
}

describe('plan status flows', () => {
  it('pause, then the plan query shows status 2', async () => {
    setScenario('active');
    expect((await queryAutoShipPlan())?.status).toBe(1);
    await pausePlan(PLAN);
    expect((await queryAutoShipPlan())?.status).toBe(2);
  });

  it('restart turns a paused plan active again (status 1)', async () => {
    setScenario('paused');
    await restartPlan(PLAN);
    expect((await queryAutoShipPlan())?.status).toBe(1);
  });

  it('terminate removes the plan: the query answers no plan', async () => {
    setScenario('active');
    await terminatePlan(PLAN);
    expect(await queryAutoShipPlan()).toBeNull();
    // And the plan is gone for the other calls too.
    const error = await rejection(pausePlan(PLAN));
    expect(error.kind).toBe('envelope');
  });

  it('a draft (status 0) cannot be paused: a business failure, not a state change', async () => {
    setScenario('draft');
    const error = await rejection(pausePlan(PLAN));
    expect(error).toMatchObject({ kind: 'envelope', code: 5003 });
    expect((await queryAutoShipPlan())?.status).toBe(0);
  });

  it('changePlan replaces the items and the interval', async () => {
    setScenario('active');
    await changePlan(PLAN, {
      daySpan: 60,
      orderItemList: [{ productId: 7400002, variantId: 4100006, variantNum: 3 }],
    });
    const plan = await queryAutoShipPlan();
    expect(plan?.daySpan).toBe(60);
    expect(plan?.orderItemList).toHaveLength(1);
    expect(plan?.orderItemList?.[0]).toMatchObject({
      variantId: 4100006,
      variantNum: 3,
      options: '6 pods,,Fresh Mint',
      productTitle: 'Fresh Mint Pods (Autoship)',
    });
  });

  it('changePlanAddress gives the plan its new address', async () => {
    setScenario('active-no-address');
    expect(await getPlanAddress(PLAN)).toBeNull();
    await changePlanAddress(PLAN, address);
    expect(await getPlanAddress(PLAN)).toMatchObject({ city: 'Berlin', zip: '10119' });
    expect((await queryAutoShipPlan())?.addressId).toBeGreaterThan(0);
  });
});

describe('checkout flows', () => {
  it('toCheckoutCar answers the out-of-stock items and builds nothing', async () => {
    const store = setScenario('out-of-stock');
    const before = store.queryPlan();
    const result = await toCheckoutCar({
      daySpan: 30,
      planId: PLAN,
      orderItemList: [
        { productId: 7400001, variantId: 4100001, variantNum: 2 },
        { productId: 7400002, variantId: 4100005, variantNum: 1 },
      ],
    });
    expect(result?.noInventoryList).toEqual([
      { variantId: 4100005, productId: 7400002, productTitle: 'Fresh Mint Pods (Autoship)' },
    ]);
    expect(store.queryPlan()).toEqual(before);
  });

  it('checkout with an out-of-stock item answers noInventoryList and no payment URL', async () => {
    setScenario('out-of-stock');
    const result = await checkout({
      daySpan: 30,
      orderItemList: [{ productId: 7400002, variantId: 4100005, variantNum: 1 }],
      userAddressInfoReq: { ...address, region: 'us' },
    });
    expect(result?.worldPayUrl).toBeUndefined();
    expect(result?.noInventoryList?.map((item) => item.variantId)).toEqual([4100005]);
  });

  it('a build with every item in stock makes a draft (status 0) and a same-origin payment URL', async () => {
    const store = setScenario('no-plan');
    const built = await toCheckoutCar({
      daySpan: 45,
      orderItemList: [{ productId: 7400001, variantId: 4100002, variantNum: 1 }],
    });
    expect(built).toEqual({ planId: PLAN, noInventoryList: [] });
    expect(await queryAutoShipPlan()).toMatchObject({
      planId: PLAN,
      status: 0,
      daySpan: 45,
      addressId: 0,
    });

    const url = await completeInfoAndGetPayUrl(address);
    expect(url).toBe(hostedPaymentUrl('http://localhost:3000', PLAN));
    // completeInfoAndGetPayUrl saved the address on the plan.
    expect(await getPlanAddress(PLAN)).toMatchObject({
      address1: 'Torstraße 12',
      country_code: 'DE',
    });

    // The hosted payment page's Pay makes it active.
    store.completePayment(PLAN);
    expect((await queryAutoShipPlan())?.status).toBe(1);
  });

  it('checkout rebuilds an existing draft and answers worldPayUrl', async () => {
    setScenario('draft');
    const result = await checkout({
      daySpan: 60,
      planId: PLAN,
      orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 4 }],
      userAddressInfoReq: { ...address, region: 'us' },
    });
    expect(result).toEqual({
      planId: PLAN,
      worldPayUrl: hostedPaymentUrl('http://localhost:3000', PLAN),
    });
    expect(await queryAutoShipPlan()).toMatchObject({ status: 0, daySpan: 60 });
  });

  it('checkout-5052 fails the checkout with code 5052', async () => {
    setScenario('checkout-5052');
    const error = await rejection(completeInfoAndGetPayUrl(address));
    expect(error).toMatchObject({ kind: 'envelope', code: 5052 });
  });
});

describe('authorization', () => {
  it('a call without the credential is answered 401 and sends the shopper to login', async () => {
    setScenario('anonymous');
    const navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    const error = await rejection(queryAutoShipPlan());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/account/login?return_to='));

    const raw = await fetch('http://localhost:3000/autoShip/queryAutoShipPlan?region=us');
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ code: 401, msg: 'Unauthorized', data: null });
  });

  it('unauthorized answers 401 until the shopper signs in on the login stand-in', async () => {
    const store = setScenario('unauthorized');
    vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    expect((await rejection(queryAutoShipPlan())).status).toBe(401);
    store.signIn();
    expect((await queryAutoShipPlan())?.status).toBe(1);
  });
});

describe('queryNextPayDt', () => {
  it('answers today plus the given days', async () => {
    setScenario('active');
    for (const days of [30, 45, 60]) {
      const answer = await queryNextPayDt(PLAN, days);
      const expected = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect(answer?.slice(0, 10)).toBe(expected);
    }
  });

  it('follows the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-02-20T10:00:00Z'));
      expect(await queryNextPayDt(PLAN, 30)).toBe('2027-03-22T10:00:00Z');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tracking', () => {
  it('records every event the app sends, for tests to read', async () => {
    const store = setScenario('active');
    await submitTraceEvent({
      key1: JSON.stringify({ cookie: 'c', isLogin: true }),
      businessCode: 'AUTO_SHIP',
      step: '7_1',
      clientTimeStamp: 1_790_000_000_000,
      req: JSON.stringify({ planId: PLAN }),
    });
    const [record] = store.traceEvents({ step: '7_1' });
    expect(record).toMatchObject({
      operationId: 'submitTraceEvent',
      event: { step: '7_1', businessCode: 'AUTO_SHIP' },
      details: { planId: PLAN },
    });
    expect(mockStore.traceEvents()).toHaveLength(1);
  });
});

describe('reset between tests', () => {
  it('a test that changed the store …', async () => {
    setScenario('active');
    await terminatePlan(PLAN);
    expect(mockStore.queryPlan()).toBeNull();
  });

  it('… leaves the next one the default scenario (active)', () => {
    expect(mockStore.scenario).toBe('active');
    expect(mockStore.queryPlan()?.status).toBe(1);
  });
});

describe('a session that ends while a call waits out its latency', () => {
  it('the call writes nothing into the next session: a slow test’s last event is not the next test’s', async () => {
    setScenario('slow', { latencyMs: 200 });
    const arrived = new Promise<void>((resolve) => {
      server.events.on('request:start', function started() {
        server.events.removeListener('request:start', started);
        resolve();
      });
    });
    const sent = submitTraceEvent({
      key1: JSON.stringify({ cookie: 'c', isLogin: true }),
      businessCode: 'AUTO_SHIP',
      step: '5_4',
      clientTimeStamp: 1_790_000_000_000,
    });
    await arrived;
    // The backend is now waiting out the call's 200 ms. The test ends (setup-unit resets the
    // backend after each test) and the next one begins.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = setScenario('draft');
    await sent;
    expect(next.traceEvents()).toEqual([]);
    expect(next.scenario).toBe('draft');
  });
});
