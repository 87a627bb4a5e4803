/**
 * What the host page's inline script runs (scripts/vite-early-call.ts bundles this module on its
 * own, index.html and the theme section inline it): the route's first calls, the plan's
 * (early-plan-call.ts) or the products' (early-product-calls.ts), from one reading of the store
 * context, which a theme's products can make long.
 */
import { readStoreContext, startEarlyPlanCall, type EarlyCallConfig } from './early-plan-call.ts';
import { startEarlyProductCalls } from './early-product-calls.ts';

export function startEarlyCalls(config: EarlyCallConfig): void {
  const context = readStoreContext(config.defaults);
  startEarlyPlanCall(config, context);
  startEarlyProductCalls(config, context);
}
