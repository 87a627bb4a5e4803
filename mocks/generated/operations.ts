// Generated from openapi.yaml by scripts/generate-mock-operations.mjs (`npm run generate`).
// Do not edit: change the contract and run `npm run generate`.
import type { OperationId, OperationInfo } from '#mocks/operations.ts';

const OPEN_RESULT_EXAMPLES = ['active', 'failure', 'plan-not-found', 'plan-state'] as const;
const PLAN_CHANGED_EXAMPLES = ['active', 'plan-not-found', 'plan-state'] as const;

export const OPERATIONS = {
  queryAutoShipPlan: { method: 'get', path: '/autoShip/queryAutoShipPlan', secured: true, examples: ['active', 'no-plan', 'draft', 'paused', 'active-no-address', 'out-of-stock', 'checkout-5052'], write: false, planScoped: false, undo: null, proposed: false },
  queryNextPayDt: { method: 'get', path: '/autoShip/queryNextPayDt/{planId}/{day}', secured: true, examples: ['active'], write: false, planScoped: false, undo: null, proposed: false },
  getPlanAddress: { method: 'get', path: '/autoShip/changePlanAddress/{planId}', secured: true, examples: ['active', 'active-no-address', 'plan-not-found'], write: false, planScoped: true, undo: null, proposed: false },
  changePlanAddress: { method: 'post', path: '/autoShip/changePlanAddress/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: true, undo: null, proposed: false },
  changePlan: { method: 'post', path: '/autoShip/changePlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: true, undo: 'changePlan', proposed: false },
  pausePlan: { method: 'get', path: '/autoShip/pausePlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: true, undo: 'restartPlan', proposed: false },
  restartPlan: { method: 'get', path: '/autoShip/restartPlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: true, undo: 'pausePlan', proposed: false },
  skipNextDelivery: { method: 'post', path: '/autoShip/skipNextDelivery/{planId}', secured: true, examples: PLAN_CHANGED_EXAMPLES, write: true, planScoped: true, undo: null, proposed: true },
  shipNow: { method: 'post', path: '/autoShip/shipNow/{planId}', secured: true, examples: PLAN_CHANGED_EXAMPLES, write: true, planScoped: true, undo: null, proposed: true },
  changeNextPayDt: { method: 'post', path: '/autoShip/changeNextPayDt/{planId}', secured: true, examples: ['active', 'date-out-of-range', 'plan-not-found', 'plan-state'], write: true, planScoped: true, undo: null, proposed: true },
  terminatePlan: { method: 'get', path: '/autoShip/terminatePlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: true, undo: null, proposed: false },
  queryCustomerAddress: { method: 'get', path: '/autoShip/queryCustomerAddress', secured: true, examples: ['active'], write: false, planScoped: false, undo: null, proposed: false },
  queryOrders: { method: 'post', path: '/autoShip/queryOrders', secured: true, examples: ['active', 'failure'], write: false, planScoped: false, undo: null, proposed: true },
  toCheckoutCar: { method: 'post', path: '/autoShip/toCheckoutCar', secured: true, examples: ['active', 'out-of-stock', 'plan-not-found'], write: true, planScoped: true, undo: null, proposed: false },
  completeInfoAndGetPayUrl: { method: 'post', path: '/autoShip/completeInfoAndGetPayUrl', secured: true, examples: ['active', 'checkout-5052', 'plan-not-found'], write: true, planScoped: true, undo: null, proposed: false },
  checkout: { method: 'post', path: '/autoShip/checkout', secured: true, examples: ['active', 'out-of-stock', 'checkout-5052', 'plan-not-found'], write: true, planScoped: true, undo: null, proposed: false },
  getShopifyProductInfo: { method: 'get', path: '/shopify/{region}/productInfo/{productId}', secured: false, examples: ['active'], write: false, planScoped: false, undo: null, proposed: false },
  getStoreProduct: { method: 'get', path: '/products/{handle}.js', secured: false, examples: ['active'], write: false, planScoped: false, undo: null, proposed: false },
  submitTraceEvent: { method: 'post', path: '/trace/submitIntoCenter', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: false, undo: null, proposed: false },
  submitTraceEvents: { method: 'post', path: '/trace/submitIntoCenterMul', secured: true, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: false, undo: null, proposed: false },
  submitTraceBeacon: { method: 'post', path: '/trace/submitIntoCenterData', secured: false, examples: OPEN_RESULT_EXAMPLES, write: true, planScoped: false, undo: null, proposed: false },
} as const satisfies Record<OperationId, OperationInfo>;
