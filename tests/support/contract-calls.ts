import type { Middleware } from 'openapi-fetch';
import type { OperationId } from '#mocks/operations.ts';
import { contractOperations } from '#scripts/contract/openapi-validator.ts';
import {
  SAMPLE_ADDRESS,
  SAMPLE_EVENT,
  SAMPLE_ITEMS,
  SAMPLE_PLAN_ID,
  defaultSampleContext,
} from '#scripts/contract/sample-requests.ts';

/**
 * One valid call per contract operation, through the app's own request functions, shared by the
 * tests that run every operation against a server (Prism, the MSW mock backend). The modules load
 * on first call, so a test can point the client's base URLs at its server before that.
 */
// The sample data is shared with the backend checker (scripts/contract/sample-requests.ts): one copy.
export { SAMPLE_PLAN_ID };
const ITEMS = SAMPLE_ITEMS;
const EVENT = SAMPLE_EVENT;

export const CONTRACT_CALLS: Record<OperationId, () => Promise<unknown>> = {
  queryAutoShipPlan: async () =>
    (await import('#src/api/operations/query-auto-ship-plan.ts')).queryAutoShipPlan(),
  queryNextPayDt: async () =>
    (await import('#src/api/operations/query-next-pay-dt.ts')).queryNextPayDt(SAMPLE_PLAN_ID, 45),
  getPlanAddress: async () =>
    (await import('#src/api/operations/get-plan-address.ts')).getPlanAddress(SAMPLE_PLAN_ID),
  changePlanAddress: async () =>
    (await import('#src/api/operations/change-plan-address.ts')).changePlanAddress(
      SAMPLE_PLAN_ID,
      SAMPLE_ADDRESS,
    ),
  changePlan: async () =>
    (await import('#src/api/operations/change-plan.ts')).changePlan(SAMPLE_PLAN_ID, {
      daySpan: 45,
      orderItemList: ITEMS,
    }),
  pausePlan: async () =>
    (await import('#src/api/operations/pause-plan.ts')).pausePlan(SAMPLE_PLAN_ID),
  restartPlan: async () =>
    (await import('#src/api/operations/restart-plan.ts')).restartPlan(SAMPLE_PLAN_ID),
  terminatePlan: async () =>
    (await import('#src/api/operations/terminate-plan.ts')).terminatePlan(SAMPLE_PLAN_ID),
  skipNextDelivery: async () =>
    (await import('#src/api/operations/skip-next-delivery.ts')).skipNextDelivery(SAMPLE_PLAN_ID),
  shipNow: async () => (await import('#src/api/operations/ship-now.ts')).shipNow(SAMPLE_PLAN_ID),
  changeNextPayDt: async () =>
    (await import('#src/api/operations/change-next-pay-dt.ts')).changeNextPayDt(
      SAMPLE_PLAN_ID,
      defaultSampleContext().nextPayDate,
    ),
  queryCustomerAddress: async () =>
    (await import('#src/api/operations/query-customer-address.ts')).queryCustomerAddress(),
  queryOrders: async () =>
    (await import('#src/api/operations/query-orders.ts')).queryOrders({ pageNum: 1, pageSize: 10 }),
  toCheckoutCar: async () =>
    (await import('#src/api/operations/to-checkout-car.ts')).toCheckoutCar({
      daySpan: 30,
      planId: SAMPLE_PLAN_ID,
      orderItemList: ITEMS,
    }),
  completeInfoAndGetPayUrl: async () =>
    (await import('#src/api/operations/complete-info-and-get-pay-url.ts')).completeInfoAndGetPayUrl(
      SAMPLE_ADDRESS,
    ),
  checkout: async () =>
    (await import('#src/api/operations/checkout.ts')).checkout({
      daySpan: 30,
      orderItemList: ITEMS,
      userAddressInfoReq: { ...SAMPLE_ADDRESS, addressId: 0, customerId: 7001, region: 'us' },
    }),
  getShopifyProductInfo: async () =>
    (await import('#src/api/operations/get-shopify-product-info.ts')).getShopifyProductInfo(
      7400001,
    ),
  getStoreProduct: async () =>
    (await import('#src/api/operations/get-store-product.ts')).getStoreProduct(
      'classic-tobacco-pods',
    ),
  submitTraceEvent: async () =>
    (await import('#src/api/operations/submit-trace-event.ts')).submitTraceEvent(EVENT),
  submitTraceEvents: async () =>
    (await import('#src/api/operations/submit-trace-events.ts')).submitTraceEvents([
      EVENT,
      { ...EVENT, step: '7_2' },
    ]),
  submitTraceBeacon: async () =>
    (await import('#src/api/operations/submit-trace-beacon.ts')).submitTraceBeacon(EVENT),
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
