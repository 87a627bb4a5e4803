import type { Middleware } from 'openapi-fetch';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { contractOperations } from '#scripts/contract/openapi-validator.ts';
import {
  SAMPLE_ADDRESS,
  SAMPLE_EVENT,
  SAMPLE_ITEMS,
  SAMPLE_PLAN_ID,
  SAMPLE_REQUESTS,
  defaultSampleContext,
  exampleBodyFields,
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

type Call = () => Promise<unknown>;

/** The calls whose request function's arguments are their own (not the path's, then the body's). */
const CALLS_OF_THEIR_OWN: Partial<Record<OperationId, Call>> = {
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
  changeNextPayDt: async () =>
    (await import('#src/api/operations/change-next-pay-dt.ts')).changeNextPayDt(
      SAMPLE_PLAN_ID,
      defaultSampleContext().nextPayDate,
    ),
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

/** `queryAutoShipPlan` → `query-auto-ship-plan`: the request function's file (decision 008). */
const fileOf = (id: OperationId) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Any other call: the function named as the operation, in its file, given the sample's path
 * parameters in the path's order (the region is the shared fields' to add), then for a write with
 * a body its own fields as one object, as openapi.yaml's request example has them.
 */
function derivedCall(id: OperationId): Call {
  return async () => {
    const module = (await import(`#src/api/operations/${fileOf(id)}.ts`)) as Record<
      string,
      unknown
    >;
    const request = module[id];
    if (typeof request !== 'function')
      throw new Error(`src/api/operations/${fileOf(id)}.ts exports no function ${id}`);
    const { pathParams } = SAMPLE_REQUESTS[id](defaultSampleContext());
    const args: unknown[] = Object.entries(pathParams)
      .filter(([name]) => name !== 'region')
      .map(([, value]) => value);
    const own = OPERATIONS[id].method === 'post' ? exampleBodyFields(id) : {};
    if (Object.keys(own).length > 0) args.push(own);
    return (request as (...values: unknown[]) => Promise<unknown>)(...args);
  };
}

/** One valid call per operation of the contract: a new read or write needs no line here. */
export const CONTRACT_CALLS: Record<OperationId, Call> = Object.fromEntries(
  OPERATION_IDS.map((id) => [id, CALLS_OF_THEIR_OWN[id] ?? derivedCall(id)]),
) as Record<OperationId, Call>;

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
