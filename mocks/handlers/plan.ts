/** The plan resource: query, next pay date, change, pause, restart, terminate, orders. */
import type { MockStore } from '#mocks/store.ts';
import type { PlanItemInput } from '#src/api/schema-types.ts';
import { envelope, handle, handleJson, http, positiveInteger, refuse } from './common.ts';

/** The items of a changePlan body, or null when they are not the contract's shape. */
export function validItems<T extends { productId: number; variantId: number; variantNum: number }>(
  value: unknown,
): T[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const valid = value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      Number.isInteger((item as T).productId) &&
      Number.isInteger((item as T).variantId) &&
      Number.isInteger((item as T).variantNum) &&
      (item as T).variantNum >= 1,
  );
  return valid ? (value as T[]) : null;
}

export function validDaySpan(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

const PLAN_STATE_ACTIONS = [
  { operationId: 'pausePlan', path: '/autoShip/pausePlan/{planId}' },
  { operationId: 'restartPlan', path: '/autoShip/restartPlan/{planId}' },
  { operationId: 'terminatePlan', path: '/autoShip/terminatePlan/{planId}' },
] as const;

export function planHandlers(store: MockStore) {
  return [
    http.get('/autoShip/queryAutoShipPlan', (info) =>
      handle(store, 'queryAutoShipPlan', info, 'query', () =>
        info.response(200).json({ code: 200, msg: 'success', data: store.queryPlan() }),
      ),
    ),

    http.get('/autoShip/queryNextPayDt/{planId}/{day}', (info) =>
      handle(store, 'queryNextPayDt', info, 'query', () => {
        const planId = positiveInteger(info.params.planId);
        const day = positiveInteger(info.params.day);
        if (planId === null || day === null) {
          return refuse('planId and day must be positive integers');
        }
        return info.response(200).json(envelope(store.nextPayDate(planId, day)));
      }),
    ),

    http.post('/autoShip/changePlan/{planId}', (info) =>
      handleJson(store, 'changePlan', info, 'body', (body) => {
        const planId = positiveInteger(info.params.planId);
        if (planId === null) return refuse('planId must be a positive integer');
        const items = validItems<PlanItemInput>(body.orderItemList);
        if (!items || !validDaySpan(body.daySpan)) {
          return refuse('orderItemList and daySpan are required');
        }
        if (items.some((item) => 'image' in item)) return refuse('items are saved without image');
        return info.response(200).json(envelope(store.changePlan(planId, items, body.daySpan)));
      }),
    ),

    // Pause, restart and terminate share one shape: a plan id in the path, a null answer.
    ...PLAN_STATE_ACTIONS.map(({ operationId, path }) =>
      http.get(path, (info) =>
        handle(store, operationId, info, 'query', () => {
          const planId = positiveInteger(info.params.planId);
          if (planId === null) return refuse('planId must be a positive integer');
          return info.response(200).json(envelope(store[operationId](planId)));
        }),
      ),
    ),

    http.post('/autoShip/queryOrders', (info) =>
      handleJson(store, 'queryOrders', info, 'body', (body) =>
        info.response(200).json(
          envelope(
            store.queryOrders({
              orderNo: body.orderNo || undefined,
              pageNum: body.pageNum,
              pageSize: body.pageSize,
            }),
          ),
        ),
      ),
    ),
  ];
}
