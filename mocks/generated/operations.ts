// Generated from openapi.yaml by scripts/generate-mock-operations.mjs (`npm run generate`).
// Do not edit: change the contract and run `npm run generate`.
import type { OperationId, OperationInfo } from '#mocks/operations.ts';

const OPEN_RESULT_EXAMPLES = ['active', 'failure', 'plan-not-found', 'plan-state'] as const;

export const OPERATIONS = {
  queryAutoShipPlan: { method: 'get', path: '/autoShip/queryAutoShipPlan', secured: true, examples: ['active', 'no-plan', 'draft', 'paused', 'active-no-address', 'out-of-stock', 'checkout-5052'] },
  queryNextPayDt: { method: 'get', path: '/autoShip/queryNextPayDt/{planId}/{day}', secured: true, examples: ['active'] },
  getPlanAddress: { method: 'get', path: '/autoShip/changePlanAddress/{planId}', secured: true, examples: ['active', 'active-no-address', 'plan-not-found'] },
  changePlanAddress: { method: 'post', path: '/autoShip/changePlanAddress/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES },
  changePlan: { method: 'post', path: '/autoShip/changePlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES },
  pausePlan: { method: 'get', path: '/autoShip/pausePlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES },
  restartPlan: { method: 'get', path: '/autoShip/restartPlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES },
  terminatePlan: { method: 'get', path: '/autoShip/terminatePlan/{planId}', secured: true, examples: OPEN_RESULT_EXAMPLES },
  queryCustomerAddress: { method: 'get', path: '/autoShip/queryCustomerAddress', secured: true, examples: ['active'] },
  queryOrders: { method: 'post', path: '/autoShip/queryOrders', secured: true, examples: OPEN_RESULT_EXAMPLES },
  toCheckoutCar: { method: 'post', path: '/autoShip/toCheckoutCar', secured: true, examples: ['active', 'out-of-stock', 'plan-not-found'] },
  completeInfoAndGetPayUrl: { method: 'post', path: '/autoShip/completeInfoAndGetPayUrl', secured: true, examples: ['active', 'checkout-5052', 'plan-not-found'] },
  checkout: { method: 'post', path: '/autoShip/checkout', secured: true, examples: ['active', 'out-of-stock', 'checkout-5052', 'plan-not-found'] },
  getShopifyProductInfo: { method: 'get', path: '/shopify/{region}/productInfo/{productId}', secured: false, examples: ['active'] },
  getStoreProduct: { method: 'get', path: '/products/{handle}.js', secured: false, examples: ['active'] },
  submitTraceEvent: { method: 'post', path: '/trace/submitIntoCenter', secured: true, examples: OPEN_RESULT_EXAMPLES },
  submitTraceEvents: { method: 'post', path: '/trace/submitIntoCenterMul', secured: true, examples: OPEN_RESULT_EXAMPLES },
  submitTraceBeacon: { method: 'post', path: '/trace/submitIntoCenterData', secured: false, examples: OPEN_RESULT_EXAMPLES },
} as const satisfies Record<OperationId, OperationInfo>;
