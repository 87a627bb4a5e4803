import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '#src/api/client.ts';
import type { EarlyCallConfig } from '#src/api/early-call/early-plan-call.ts';
import { resetStoreContext, setStoreContext, type StoreContext } from '#src/api/store-context.ts';
import { clearToasts } from '#src/components/ui/toast/toast-store.ts';
import { clearErrorReports } from '#src/domain/error-reporter.ts';
import { server } from '#mocks/node.ts';

/** A store context every API test starts from, so expectations can spell exact values. */
const TEST_CONTEXT: Partial<StoreContext> = {
  customerId: 7001,
  authToken: 'test-token',
  loginUrl: '/account/login',
  region: 'us',
  shopCode: 'US01',
  store: 'autoship-demo.myshopify.com',
  webLanguage: 'en',
  designMode: false,
};

export function resetApiTestState(): void {
  // Another file's host page may have left its early calls (unit files share a worker's window),
  // and the app would adopt their answers instead of asking.
  delete window.__autoshipEarlyPlanCall;
  delete window.__autoshipEarlyProductCalls;
  resetStoreContext();
  setStoreContext(TEST_CONTEXT);
  clearToasts();
  clearErrorReports();
  document.cookie = 'COUPON_COOKIE_ID=visitor-abc; path=/';
  window.history.replaceState({}, '', '/pages/autoship-manage?tab=plan#top');
}

export const api = (path: string): string => `${apiBaseUrl}${path}`;

/** A real plan: every field the contract requires of one (customerId, nextPayDt, …). */
export const ACTIVE_PLAN = {
  planId: 880001,
  status: 1,
  addressId: 9001,
  customerId: 7001,
  daySpan: 45,
  orderItemList: [],
  nextPayDt: '2026-12-22T09:00:00Z',
};

export const success = <T>(data: T) => HttpResponse.json({ code: 200, msg: 'success', data });

export const failure = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** Answers one GET path and records every request it saw. */
export function answerGet(path: string, answer: () => Response): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

/** Answers one POST path and records every request it saw. */
export function answerPost(path: string, answer: () => Response): Request[] {
  const seen: Request[] = [];
  server.use(
    http.post(api(path), ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

/** The index-th element, failing the test loudly when it is missing. */
export function nth<T>(list: readonly T[], index = 0): T {
  const value = list[index];
  if (value === undefined) throw new Error(`expected an element at ${index}, got ${list.length}`);
  return value;
}

/**
 * A query or body as a raw client call sends it when it leaves the section 7 shared fields to the
 * shared-fields middleware: the contract types those fields required (the app always sends
 * them), so a test of the middleware spells which ones it leaves out.
 */
export function leavingSharedFieldsToMiddleware<T>(
  fields: NoInfer<Partial<NonNullable<T>>>,
): NonNullable<T> {
  return fields as NonNullable<T>;
}

/**
 * The standalone host page's early calls (scripts/vite-early-call.ts writes the same shape): the
 * plan on the account and review pages, the products on the program page and the builder.
 */
export const EARLY_CALL_CONFIG: EarlyCallConfig = {
  paths: ['/pages/autoship-manage', '/review'],
  routeNames: ['manage', 'review'],
  apiBase: '',
  modulePreloads: ['/assets/plan-checks.js'],
  defaults: { isLoggedIn: true, authToken: 'dev-token', region: 'us', webLanguage: 'en' },
  held: false,
  products: {
    paths: ['/pages/autoship-program', '/pages/buildplan'],
    routeNames: ['program', 'buildPlan'],
    storeBase: '',
    ids: { pods: [7400001], gifts: [], devices: [] },
  },
};
