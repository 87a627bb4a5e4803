// The host page's inline script (bundled alone by scripts/vite-early-call.ts): one context read.
import { readStoreContext, startEarlyPlanCall, type EarlyCallConfig } from './early-plan-call.ts';
import { startEarlyProductCalls } from './early-product-calls.ts';

export function startEarlyCalls(config: EarlyCallConfig): void {
  const context = readStoreContext(config.defaults);
  startEarlyPlanCall(config, context);
  startEarlyProductCalls(config, context);
}
