import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { planAddressQueryOptions } from '#src/api/operations/get-plan-address.ts';
import { shopifyProductInfoQueryOptions } from '#src/api/operations/get-shopify-product-info.ts';
import { storeProductQueryOptions } from '#src/api/operations/get-store-product.ts';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';
import { customerAddressesQueryOptions } from '#src/api/operations/query-customer-address.ts';
import { nextPayDateQueryOptions } from '#src/api/operations/query-next-pay-dt.ts';
import { createQueryClient, shouldRetryQuery } from '#src/app/query-client.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { answerGet, failure, resetApiTestState } from './api-test-helpers.ts';

// One written policy for every query (src/api/query-hook-options.ts and
// docs/architecture.md "Queries"): no query overrides the client's retry rule, and no query
// toasts, so what a shopper sees cannot depend on which page fetched first.
beforeEach(() => resetApiTestState());

const EVERY_QUERY = [
  ['queryAutoShipPlan', autoShipPlanQueryOptions()],
  ['getPlanAddress', planAddressQueryOptions(880001)],
  ['queryCustomerAddress', customerAddressesQueryOptions()],
  ['queryNextPayDt', nextPayDateQueryOptions(880001, 30)],
  ['getShopifyProductInfo', shopifyProductInfoQueryOptions(1)],
  ['getStoreProduct', storeProductQueryOptions('fresh-mint-pods')],
] as const;

describe('the query policy', () => {
  it.each(EVERY_QUERY)('%s leaves retrying to the query client', (_name, options) => {
    expect(options).not.toHaveProperty('retry');
  });

  it('a failure envelope on a query never toasts, whichever page asks first', async () => {
    answerGet('/autoShip/queryAutoShipPlan', () => failure(5002, 'No such plan'));
    const client = createQueryClient({ deterministic: true });
    await expect(client.fetchQuery(autoShipPlanQueryOptions())).rejects.toMatchObject({
      kind: 'envelope',
      msg: 'No such plan',
    });
    expect(getToasts()).toEqual([]);
  });

  it('in the shipped app a network error is retried twice, a failure envelope never', async () => {
    const client = createQueryClient({ deterministic: false });
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    const network = answerGet('/autoShip/queryAutoShipPlan', () => HttpResponse.error());
    await expect(client.fetchQuery(autoShipPlanQueryOptions())).rejects.toMatchObject({
      kind: 'network',
    });
    expect(network).toHaveLength(3);

    client.clear();
    const envelope = answerGet('/autoShip/queryAutoShipPlan', () => failure(5002, 'No'));
    await expect(client.fetchQuery(autoShipPlanQueryOptions())).rejects.toMatchObject({
      kind: 'envelope',
    });
    expect(envelope).toHaveLength(1);
  });

  it.each([
    ['network', { kind: 'network' }, true],
    ['HTTP 503 with an envelope body', { kind: 'http', status: 503, code: 503 }, true],
    ['HTTP 500 with an HTML body', { kind: 'http', status: 500 }, true],
    ['timeout (the shopper already waited 60 s)', { kind: 'timeout' }, false],
    ['an answer off the contract', { kind: 'invalid-answer', status: 200 }, false],
    ['a failure envelope', { kind: 'envelope', status: 200, code: 5052 }, false],
    ['401', { kind: 'unauthorized', status: 401 }, false],
    ['403 after login', { kind: 'forbidden', status: 403 }, false],
  ] as const)('retry rule: %s → %s', (_name, details, retried) => {
    expect(shouldRetryQuery(0, new ApiError(details))).toBe(retried);
    expect(shouldRetryQuery(2, new ApiError(details))).toBe(false);
  });
});
