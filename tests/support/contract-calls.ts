import type { Middleware } from 'openapi-fetch';
import type { OperationId } from '../../mocks/operations';
import { contractOperations } from '../../contract/openapi-validator';
import {
  SAMPLE_ADDRESS,
  SAMPLE_EVENT,
  SAMPLE_ITEMS,
  SAMPLE_PLAN_ID,
} from '../../contract/sample-requests';

/**
 * One valid call per contract operation, through the app's own request functions, shared by the
 * tests that run every operation against a server (Prism, the MSW mock backend). The modules load
 * on first call, so a test can point the client's base URLs at its server before that.
 */
// The sample data is shared with the backend checker (contract/sample-requests.ts): one copy.
export { SAMPLE_ADDRESS, SAMPLE_PLAN_ID };
const ITEMS = SAMPLE_ITEMS;
const EVENT = SAMPLE_EVENT;

export const CONTRACT_CALLS: Record<OperationId, () => Promise<unknown>> = {
  queryAutoShipPlan: async () =>
    (await import('../../src/api/operations/query-auto-ship-plan')).queryAutoShipPlan(),
  queryNextPayDt: async () =>
    (await import('../../src/api/operations/query-next-pay-dt')).queryNextPayDt(SAMPLE_PLAN_ID, 45),
  getPlanAddress: async () =>
    (await import('../../src/api/operations/get-plan-address')).getPlanAddress(SAMPLE_PLAN_ID),
  changePlanAddress: async () =>
    (await import('../../src/api/operations/change-plan-address')).changePlanAddress(
      SAMPLE_PLAN_ID,
      SAMPLE_ADDRESS,
    ),
  changePlan: async () =>
    (await import('../../src/api/operations/change-plan')).changePlan(SAMPLE_PLAN_ID, {
      daySpan: 45,
      orderItemList: ITEMS,
    }),
  pausePlan: async () =>
    (await import('../../src/api/operations/pause-plan')).pausePlan(SAMPLE_PLAN_ID),
  restartPlan: async () =>
    (await import('../../src/api/operations/restart-plan')).restartPlan(SAMPLE_PLAN_ID),
  terminatePlan: async () =>
    (await import('../../src/api/operations/terminate-plan')).terminatePlan(SAMPLE_PLAN_ID),
  queryCustomerAddress: async () =>
    (await import('../../src/api/operations/query-customer-address')).queryCustomerAddress(),
  queryOrders: async () =>
    (await import('../../src/api/operations/query-orders')).queryOrders({ orderNo: 'AS1001' }),
  toCheckoutCar: async () =>
    (await import('../../src/api/operations/to-checkout-car')).toCheckoutCar({
      daySpan: 30,
      planId: SAMPLE_PLAN_ID,
      orderItemList: ITEMS,
    }),
  completeInfoAndGetPayUrl: async () =>
    (
      await import('../../src/api/operations/complete-info-and-get-pay-url')
    ).completeInfoAndGetPayUrl(SAMPLE_ADDRESS),
  checkout: async () =>
    (await import('../../src/api/operations/checkout')).checkout({
      daySpan: 30,
      orderItemList: ITEMS,
      userAddressInfoReq: { ...SAMPLE_ADDRESS, addressId: 0, customerId: 7001, region: 'us' },
    }),
  getShopifyProductInfo: async () =>
    (await import('../../src/api/operations/get-shopify-product-info')).getShopifyProductInfo(
      7400001,
    ),
  getStoreProduct: async () =>
    (await import('../../src/api/operations/get-store-product')).getStoreProduct(
      'classic-tobacco-pods',
    ),
  submitTraceEvent: async () =>
    (await import('../../src/api/operations/submit-trace-event')).submitTraceEvent(EVENT),
  submitTraceEvents: async () =>
    (await import('../../src/api/operations/submit-trace-events')).submitTraceEvents([
      EVENT,
      { ...EVENT, step: '7_2' },
    ]),
  submitTraceBeacon: async () =>
    (await import('../../src/api/operations/submit-trace-beacon')).submitTraceBeacon(EVENT),
};

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/**
 * A middleware that records each operation's raw answer (status and parsed body) before the
 * client's own rules turn it into data or an error, so a test can validate what the server sent.
 */
export function answerRecorder(): {
  middleware: Middleware;
  answers: Map<OperationId, RecordedAnswer>;
} {
  const answers = new Map<OperationId, RecordedAnswer>();
  const operationBySchemaPath = new Map<string, OperationId>();
  for (const { operationId, method, path } of contractOperations().values()) {
    operationBySchemaPath.set(`${method} ${path}`, operationId as OperationId);
  }
  const middleware: Middleware = {
    async onResponse({ schemaPath, request, response }) {
      const operationId = operationBySchemaPath.get(
        `${request.method.toLowerCase()} ${schemaPath}`,
      );
      const text = await response.clone().text();
      if (operationId) {
        answers.set(operationId, {
          status: response.status,
          body: text === '' ? null : JSON.parse(text),
        });
      }
      return undefined;
    },
  };
  return { middleware, answers };
}
