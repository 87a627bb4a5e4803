/**
 * The plan query (spec section 7) sent by the host page's inline script while the app downloads
 * (decision 010); library-free, as it is in every page's HTML.
 */
import type { AppRouteName, StoreContext } from '#src/api/store-context.ts';
import {
  asApiBase,
  asBoolean,
  asIds,
  asNullableString,
  asOrigin,
  asRecord,
  asSitePath,
  asString,
  definedFields,
  readJsonBlock,
} from '#src/api/store-context-json.ts';
import { ensureVisitorId } from '#src/domain/identity/visitor-cookie.ts';
import type { EarlyProductCallsConfig } from './early-product-calls.ts';

export type EarlyCallContext = Pick<
  StoreContext,
  'isLoggedIn' | 'authToken' | 'region' | 'webLanguage'
> &
  Partial<Pick<StoreContext, 'apiBaseUrl' | 'storeBaseUrl' | 'routes' | 'builderProducts'>> & {
    givenProductIds?: number[];
  };

export interface EarlyCallConfig {
  paths: string[];
  /** A theme serves them where its `routes` says, which the build cannot know. */
  routeNames: AppRouteName[];
  /** '' means the page's own origin. */
  apiBase: string;
  /** The answer's checks are a chunk of their own: preloaded so adopting does not wait for it. */
  modulePreloads: string[];
  defaults: EarlyCallContext;
  /** Mock build: MSW answers nothing before it starts, so the mock layer sends the call. */
  held: boolean;
  products: EarlyProductCallsConfig;
}

export interface EarlyCallSent {
  url: string;
  headers: Record<string, string>;
  at: number;
  answer: Promise<Response>;
  abort(): void;
}

export interface EarlyPlanCall {
  sent: Promise<EarlyCallSent | null>;
}

export const PLAN_QUERY_PATH = '/autoShip/queryAutoShipPlan';

declare global {
  interface Window {
    __autoshipEarlyPlanCall?: EarlyPlanCall;
    __autoshipSendEarlyPlanCall?: (context: EarlyCallContext) => void;
  }
}

/**
 * Only what the calls need, through the app's readers: the whole parser would double this script.
 */
export function readStoreContext(defaults: EarlyCallContext): EarlyCallContext {
  const raw = readJsonBlock('autoship-store-context');
  const routes = asRecord(raw.routes);
  const builderProducts = asRecord(raw.builderProducts);
  const given = Array.isArray(raw.products) ? raw.products.map((item) => asRecord(item)?.id) : [];
  return {
    ...defaults,
    ...definedFields<EarlyCallContext>({
      isLoggedIn: asBoolean(raw.isLoggedIn),
      authToken: asNullableString(raw.authToken),
      region: asString(raw.region)?.toLowerCase(),
      webLanguage: asString(raw.webLanguage),
      apiBaseUrl: raw.apiBaseUrl === null ? null : asApiBase(raw.apiBaseUrl),
      storeBaseUrl: raw.storeBaseUrl === null ? null : asOrigin(raw.storeBaseUrl),
      routes: routes && {
        manage: asSitePath(routes.manage),
        review: asSitePath(routes.review),
        program: asSitePath(routes.program),
        buildPlan: asSitePath(routes.buildPlan),
      },
      builderProducts: builderProducts && {
        pods: asIds(builderProducts.pods) ?? [],
        gifts: asIds(builderProducts.gifts) ?? [],
        devices: asIds(builderProducts.devices) ?? [],
      },
      givenProductIds: asIds(given),
    }),
  };
}

export function onRoute(
  paths: readonly string[],
  routeNames: readonly AppRouteName[],
  context: EarlyCallContext,
): boolean {
  const path = location.pathname.replace(/\/+$/, '').toLowerCase();
  const themePaths = routeNames.map((name) => context.routes?.[name]?.toLowerCase());
  return paths.includes(path) || themePaths.includes(path);
}

/** The API client's request: spec section 7's shared fields in shared-fields.ts's order. */
export function apiRequest(
  config: EarlyCallConfig,
  context: EarlyCallContext,
  path: string,
): { url: string; headers: Record<string, string> } {
  let cookie = '';
  try {
    cookie = ensureVisitorId(document);
  } catch {
    // Cookies blocked: the app's request differs (it may read a stored id) and it asks itself.
  }
  const query = new URLSearchParams({
    region: context.region,
    cookie,
    webLanguage: context.webLanguage,
  });
  const base = (context.apiBaseUrl ?? config.apiBase).replace(/\/+$/, '');
  const headers: Record<string, string> = context.authToken
    ? { authorization: `Bearer ${context.authToken}` }
    : {};
  return { url: `${base || location.origin}${path}?${query}`, headers };
}

export function sendEarly(url: string, headers: Record<string, string>): EarlyCallSent {
  const controller = new AbortController();
  const answer = fetch(url, { headers, signal: controller.signal });
  answer.catch(() => undefined);
  return { url, headers, at: Date.now(), answer, abort: () => controller.abort() };
}

function send(config: EarlyCallConfig, context: EarlyCallContext): EarlyCallSent | null {
  if (!context.isLoggedIn) return null;
  const request = apiRequest(config, context, PLAN_QUERY_PATH);
  return sendEarly(request.url, request.headers);
}

export function startEarlyPlanCall(config: EarlyCallConfig, context: EarlyCallContext): void {
  if (!onRoute(config.paths, config.routeNames, context)) return;
  for (const href of config.modulePreloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (config.held) {
    const sent = new Promise<EarlyCallSent | null>((resolve) => {
      window.__autoshipSendEarlyPlanCall = (context) => resolve(send(config, context));
    });
    window.__autoshipEarlyPlanCall = { sent };
    return;
  }
  const sent = send(config, context);
  if (sent) window.__autoshipEarlyPlanCall = { sent: Promise.resolve(sent) };
}
