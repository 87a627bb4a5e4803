import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { validateResponse } from '#scripts/contract/openapi-validator.ts';

// The mock backend validates every request's query and body against
// openapi.yaml, so a client with a stale field name fails loudly instead of passing its tests.

let mock: MockHttpServer;
const AUTH = { Authorization: 'Bearer request-check-token' };
const SHARED_BODY = {
  store: 'store.example.com',
  cookie: 'visitor',
  region: 'us',
  shopCode: 'US01',
  returnTo: '/pages/autoship-manage',
  webLanguage: 'en',
};

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active' });
});

afterAll(async () => {
  await mock.close();
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${mock.url}${path}`, {
    ...init,
    headers: { ...AUTH, 'Content-Type': 'application/json', ...init.headers },
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string },
  };
}

describe('the mock backend refuses requests off the contract', () => {
  it('names a renamed body field (variantNum sent as quantity) and changes nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = mock.store.queryPlan();
    const answer = await call('/autoShip/changePlan/880001', {
      method: 'POST',
      body: JSON.stringify({
        ...SHARED_BODY,
        daySpan: 45,
        orderItemList: [{ productId: 7400001, variantId: 4100001, quantity: 2 }],
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(4000);
    expect(answer.body.msg).toContain(
      "body/orderItemList/0/variantNum must have required property 'variantNum'",
    );
    expect(validateResponse('changePlan', 200, answer.body).errors).toEqual([]);
    expect(mock.store.queryPlan()).toEqual(before);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[mock backend] changePlan:'));
    logged.mockRestore();
  });

  it('names a missing query field (region) of a GET', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await call('/autoShip/queryAutoShipPlan?cookie=visitor&webLanguage=en');
    expect(answer.body.code).toBe(4000);
    expect(answer.body.msg).toContain("query/region must have required property 'region'");
    logged.mockRestore();
  });

  it('answers a request that matches the contract as before', async () => {
    const answer = await call('/autoShip/changePlan/880001', {
      method: 'POST',
      body: JSON.stringify({
        ...SHARED_BODY,
        daySpan: 45,
        orderItemList: [{ productId: 7400001, variantId: 4100001, variantNum: 2 }],
      }),
    });
    expect(answer.body.code).toBe(200);
    expect(mock.store.queryPlan()?.daySpan).toBe(45);
  });
});
