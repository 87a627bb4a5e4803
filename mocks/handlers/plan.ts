/** The plan resource: query, next pay date, change, pause, restart, terminate, orders. */
import type { MockStore, PlanItemInput } from '#mocks/store.ts';
import {
  badRequest,
  envelope,
  gate,
  http,
  missingRegion,
  positiveInteger,
  readJson,
} from './common.ts';

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
    http.get('/autoShip/queryAutoShipPlan', async ({ request, query, response }) => {
      const gated = await gate(store, 'queryAutoShipPlan', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const bad = missingRegion(query.get('region'));
      if (bad) return response(200).json(bad);
      return response(200).json({ code: 200, msg: 'success', data: store.queryPlan() });
    }),

    http.get(
      '/autoShip/queryNextPayDt/{planId}/{day}',
      async ({ request, params, query, response }) => {
        const gated = await gate(store, 'queryNextPayDt', request);
        if (gated?.kind === 'status') return response(gated.status).json(gated.body);
        if (gated) return response(200).json(gated.body);
        const bad = missingRegion(query.get('region'));
        if (bad) return response(200).json(bad);
        const planId = positiveInteger(params.planId);
        const day = positiveInteger(params.day);
        if (planId === null || day === null) {
          return response(200).json(badRequest('planId and day must be positive integers'));
        }
        return response(200).json(envelope(store.nextPayDate(planId, day)));
      },
    ),

    http.post('/autoShip/changePlan/{planId}', async ({ request, params, response }) => {
      const gated = await gate(store, 'changePlan', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const planId = positiveInteger(params.planId);
      const body = await readJson(request);
      if (planId === null || !body)
        return response(200).json(badRequest('planId and a JSON body are required'));
      const bad = missingRegion(body.region);
      if (bad) return response(200).json(bad);
      const items = validItems<PlanItemInput>(body.orderItemList);
      if (!items || !validDaySpan(body.daySpan)) {
        return response(200).json(badRequest('orderItemList and daySpan are required'));
      }
      if (items.some((item) => 'image' in item)) {
        return response(200).json(badRequest('items are saved without image'));
      }
      return response(200).json(envelope(store.changePlan(planId, items, body.daySpan)));
    }),

    // Pause, restart and terminate share one shape: a plan id in the path, a null answer.
    ...PLAN_STATE_ACTIONS.map(({ operationId, path }) =>
      http.get(path, async ({ request, params, query, response }) => {
        const gated = await gate(store, operationId, request);
        if (gated?.kind === 'status') return response(gated.status).json(gated.body);
        if (gated) return response(200).json(gated.body);
        const bad = missingRegion(query.get('region'));
        if (bad) return response(200).json(bad);
        const planId = positiveInteger(params.planId);
        if (planId === null)
          return response(200).json(badRequest('planId must be a positive integer'));
        return response(200).json(envelope(store[operationId](planId)));
      }),
    ),

    http.post('/autoShip/queryOrders', async ({ request, response }) => {
      const gated = await gate(store, 'queryOrders', request);
      if (gated?.kind === 'status') return response(gated.status).json(gated.body);
      if (gated) return response(200).json(gated.body);
      const body = await readJson(request);
      if (!body) return response(200).json(badRequest('a JSON body is required'));
      const bad = missingRegion(body.region);
      if (bad) return response(200).json(bad);
      return response(200).json(envelope(store.queryOrders(body.orderNo || undefined)));
    }),
  ];
}
