// The product calls (spec section 7), started early: the program page's largest text waited for
// them.
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
  paths: string[];
  routeNames: AppRouteName[];
  /** '' = the page's origin. */
  storeBase: string;
  ids: BuilderProductIds;
}

declare global {
  interface Window {
    __autoshipEarlyProductCalls?: Map<string, EarlyCallSent>;
  }
}

async function handleOf(answer: Promise<Response>): Promise<string | null> {
  const body = (await (await answer).clone().json()) as {
    code?: unknown;
    data?: { handle?: unknown } | null;
  } | null;
  const handle = body?.code === 200 ? body.data?.handle : undefined;
  return typeof handle === 'string' && handle.trim() !== '' ? handle.trim() : null;
}

export function startEarlyProductCalls(config: EarlyCallConfig, context: EarlyCallContext): void {
  const { products } = config;
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
