/**
 * The plan query (spec section 7) started by the host page's inline script while the app
 * downloads (decision 010); it must be exactly the client's request, or the app asks again.
 * Kept small and library-free: it is in every page's HTML.
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

/** The store context fields the calls depend on. */
export type EarlyCallContext = Pick<
  StoreContext,
  'isLoggedIn' | 'authToken' | 'region' | 'webLanguage'
> &
  Partial<Pick<StoreContext, 'apiBaseUrl' | 'storeBaseUrl' | 'routes' | 'builderProducts'>> & {
    /** The ids of the products the theme rendered into the context: nothing to ask for them. */
    givenProductIds?: number[];
  };

export interface EarlyCallConfig {
  /** Paths (lower case, no trailing slash) whose first call is the plan query. */
  paths: string[];
  /**
   * The same routes by name: a theme serves them where its store context's `routes` says
   * (`/fr/pages/autoship-manage`), which the build cannot know.
   */
  routeNames: AppRouteName[];
  /**
   * Origin of the autoship API when the store context names none ('' means the page's own), as
   * src/api/client.ts: a theme build is one set of files for every store, its origin is the
   * context's `apiBaseUrl`.
   */
  apiBase: string;
  /**
   * Module URLs to preload with the call: the checks of its answer are a chunk of their own
   * (src/api/middleware/answer-shape.ts), which the app would otherwise ask for only when its
   * query adopts the call, after its own code has run.
   */
  modulePreloads: string[];
  /** What the app takes for fields the host page's store context leaves out. */
  defaults: EarlyCallContext;
  /**
   * Mock build: the backend is the page's own MSW worker, which answers nothing before the mock
   * layer has started it. The call then waits for the mock layer to send it, with the scenario's
   * store context (mocks/browser.ts). The products' calls are then left to the app.
   */
  held: boolean;
  /** The program page's and the builder's first calls: their products' (early-product-calls.ts). */
  products: EarlyProductCallsConfig;
}

/** A call as sent: what the app compares its own request with before adopting the answer. */
export interface EarlyCallSent {
  url: string;
  /** Header names in lower case, as a Request's Headers lists them. */
  headers: Record<string, string>;
  /** Date.now() when it was sent. */
  at: number;
  answer: Promise<Response>;
  abort(): void;
}

/** null when no call was sent after all (the shopper is not signed in). */
export interface EarlyPlanCall {
  sent: Promise<EarlyCallSent | null>;
}

export const PLAN_QUERY_PATH = '/autoShip/queryAutoShipPlan';

declare global {
  interface Window {
    /** The host page's early plan call, until the app's plan query takes it (or drops it). */
    __autoshipEarlyPlanCall?: EarlyPlanCall;
    /** Mock build only: sends the held early call with the mock layer's store context. */
    __autoshipSendEarlyPlanCall?: (context: EarlyCallContext) => void;
  }
}

/**
 * The host page's store context, the fields the calls need read with the app's own readers
 * (src/api/store-context.ts's, so a region written "US" is sent as "us" and an origin or a path
 * the app refuses is refused here too). Not the whole parser: this script is in every page's
 * HTML, and parsing every field (the products' details included) would more than double it.
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

/** Whether this page is one of `paths`, or of `routeNames` where the theme serves them. */
export function onRoute(
  paths: readonly string[],
  routeNames: readonly AppRouteName[],
  context: EarlyCallContext,
): boolean {
  const path = location.pathname.replace(/\/+$/, '').toLowerCase();
  const themePaths = routeNames.map((name) => context.routes?.[name]?.toLowerCase());
  return paths.includes(path) || themePaths.includes(path);
}

/**
 * The request the API client would send for `path` of the autoship API: the shared query fields
 * of spec section 7 in the order the shared-fields middleware adds them
 * (src/api/middleware/shared-fields.ts), and the credential.
 */
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

/** Sends a GET now; its failure is the adopting query's to handle, or nobody's. */
export function sendEarly(url: string, headers: Record<string, string>): EarlyCallSent {
  const controller = new AbortController();
  const answer = fetch(url, { headers, signal: controller.signal });
  answer.catch(() => undefined);
  return { url, headers, at: Date.now(), answer, abort: () => controller.abort() };
}

function send(config: EarlyCallConfig, context: EarlyCallContext): EarlyCallSent | null {
  // Anonymous: the page sends the shopper to login (or asks nothing), nothing to start early.
  if (!context.isLoggedIn) return null;
  const request = apiRequest(config, context, PLAN_QUERY_PATH);
  return sendEarly(request.url, request.headers);
}

/** The plan's call, on the routes whose first call it is (early-calls.ts). */
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
