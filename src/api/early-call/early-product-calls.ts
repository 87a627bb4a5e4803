/**
 * The product calls (spec section 7) started by the host page with the plan's: after the app's
 * download, the program page's largest text waited for the last of them.
 */
import type { AppRouteName, BuilderProductIds } from '#src/api/store-context.ts';
import {
  apiRequest,
  onRoute,
  sendEarly,
  type EarlyCallConfig,
  type EarlyCallContext,
  type EarlyCallSent,
} from './early-plan-call.ts';

export interface EarlyProductCallsConfig {
  /** Paths (lower case, no trailing slash) whose first calls are the products'. */
  paths: string[];
  /** The same routes by name, where a theme serves them (its store context's `routes`). */
  routeNames: AppRouteName[];
  /** Origin of the store's product JSON when the store context names none ('' = the page's). */
  storeBase: string;
  /** The products when the store context lists none (the app's default). */
  ids: BuilderProductIds;
}

declare global {
  interface Window {
    /** The host page's early product calls by URL, each until the app's query takes it. */
    __autoshipEarlyProductCalls?: Map<string, EarlyCallSent>;
  }
}

/** The handle a productInfo answer names, or null (a failure, or no product). */
async function handleOf(answer: Promise<Response>): Promise<string | null> {
  const body = (await (await answer).clone().json()) as {
    code?: unknown;
    data?: { handle?: unknown } | null;
  } | null;
  const handle = body?.code === 200 ? body.data?.handle : undefined;
  return typeof handle === 'string' && handle.trim() !== '' ? handle.trim() : null;
}

/** The products' calls, on the routes whose first calls they are (early-calls.ts). */
export function startEarlyProductCalls(config: EarlyCallConfig, context: EarlyCallContext): void {
  const { products } = config;
  // The mock build's backend answers nothing before the mock layer has started it.
  if (config.held || !onRoute(products.paths, products.routeNames, context)) return;
  const ids = context.builderProducts ?? products.ids;
  const given = new Set(context.givenProductIds ?? []);
  const asked = new Set<number>();
  const calls = new Map<string, EarlyCallSent>();
  const storeBase = (context.storeBaseUrl ?? products.storeBase).replace(/\/+$/, '');
  for (const productId of [...ids.pods, ...ids.gifts, ...ids.devices]) {
    if (given.has(productId) || asked.has(productId)) continue;
    asked.add(productId);
    const path = `/shopify/${encodeURIComponent(context.region)}/productInfo/${productId}`;
    const { url, headers } = apiRequest(config, context, path);
    const info = sendEarly(url, headers);
    calls.set(new URL(url).href, info);
    // Registered now, before the app can adopt the answer and read its body.
    handleOf(info.answer).then(
      (handle) => {
        if (!handle) return;
        const product = `${storeBase || location.origin}/products/${encodeURIComponent(handle)}.js`;
        calls.set(new URL(product).href, sendEarly(product, {}));
      },
      () => undefined,
    );
  }
  if (calls.size > 0) window.__autoshipEarlyProductCalls = calls;
}
