import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeBaseUrl } from '#src/api/client.ts';
import { readStoreContext, type EarlyCallConfig } from '#src/api/early-call/early-plan-call.ts';
import { startEarlyProductCalls } from '#src/api/early-call/early-product-calls.ts';
import { storeProductQueryOptions } from '#src/api/operations/get-store-product.ts';
import { shopifyProductInfoQueryOptions } from '#src/api/operations/get-shopify-product-info.ts';
import { STORE_CONTEXT_ELEMENT_ID } from '#src/api/store-context.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { server } from '#mocks/node.ts';
import { api, EARLY_CALL_CONFIG, resetApiTestState } from './api-test-helpers.ts';

// The program page's and the builder's first calls start from the host page, and the app's
// product queries take them over: one productInfo and one store product call per product.

/** The inline script's product calls, with the store context as the host page renders it. */
function startProductCalls(config: EarlyCallConfig): void {
  startEarlyProductCalls(config, readStoreContext(config.defaults));
}

/** The seed's products: a pod, a second pod the theme renders, and a gift (the lanyard). */
const POD = 7400001;
const RENDERED_POD = 7400002;
const GIFT = 7400010;

function hostPage(context: Record<string, unknown>): void {
  document.getElementById(STORE_CONTEXT_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = STORE_CONTEXT_ELEMENT_ID;
  element.textContent = JSON.stringify({
    isLoggedIn: true,
    authToken: 'test-token',
    region: 'us',
    webLanguage: 'en',
    builderProducts: { pods: [POD, RENDERED_POD], gifts: [GIFT], devices: [] },
    products: [{ id: RENDERED_POD }],
    ...context,
  });
  document.body.append(element);
}

/** Every request that reached the mock backend, as `METHOD path`. */
/**
 * Sees every request leave, until the test ends. Only this listener is removed: the server's own
 * (the answer log of `npm run contract:coverage`) serve every later file of this worker.
 */
function onRequest(listener: (request: Request) => void): void {
  const started = ({ request }: { request: Request }) => listener(request);
  server.events.on('request:start', started);
  onTestFinished(() => server.events.removeListener('request:start', started));
}

function requestLog(): string[] {
  const seen: string[] = [];
  onRequest((request) => seen.push(`${request.method} ${new URL(request.url).pathname}`));
  return seen;
}

/** A product as the page resolves it: productInfo for the handle, then the store's product. */
async function resolveProduct(productId: number) {
  const queryClient = createQueryClient({ deterministic: true });
  const info = await queryClient.fetchQuery(shopifyProductInfoQueryOptions(productId));
  return queryClient.fetchQuery(storeProductQueryOptions(info?.handle ?? ''));
}

beforeEach(() => {
  resetApiTestState();
  hostPage({});
  window.history.replaceState({}, '', '/pages/autoship-program');
});

afterEach(() => {
  delete window.__autoshipEarlyProductCalls;
  document.getElementById(STORE_CONTEXT_ELEMENT_ID)?.remove();
});

describe('the host page’s early product calls', () => {
  it('ask for each product the theme did not render, then its store product, and the app adopts both', async () => {
    const seen = requestLog();
    startProductCalls(EARLY_CALL_CONFIG);
    // Sent before the app asks: productInfo at once, the store's product once the handle came.
    await vi.waitFor(() =>
      expect([...seen].sort()).toEqual([
        'GET /products/classic-tobacco-pods.js',
        'GET /products/lanyard.js',
        `GET /shopify/us/productInfo/${POD}`,
        `GET /shopify/us/productInfo/${GIFT}`,
      ]),
    );

    await expect(resolveProduct(POD)).resolves.toMatchObject({ id: POD });
    await expect(resolveProduct(GIFT)).resolves.toMatchObject({ id: GIFT });

    // Nothing asked twice: the queries took the early answers.
    expect(seen).toHaveLength(4);
    expect(seen).not.toContain(`GET /shopify/us/productInfo/${RENDERED_POD}`);
    expect(window.__autoshipEarlyProductCalls?.size).toBe(0);
  });

  it('go with the shared fields and the credential, as the app’s own request', async () => {
    const requests: Request[] = [];
    onRequest((request) => requests.push(request.clone()));
    startProductCalls(EARLY_CALL_CONFIG);
    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));

    const info = requests.find((request) => request.url.includes(`/productInfo/${POD}`));
    expect(Object.fromEntries(new URL(info?.url ?? '').searchParams)).toEqual({
      region: 'us',
      cookie: 'visitor-abc',
      webLanguage: 'en',
    });
    expect(info?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('that failed are asked again by the app', async () => {
    let failures = 1;
    server.use(
      http.get(api(`/shopify/us/productInfo/${POD}`), () =>
        failures-- > 0 ? HttpResponse.error() : undefined,
      ),
    );
    const seen = requestLog();
    startProductCalls(EARLY_CALL_CONFIG);
    await vi.waitFor(() => expect(seen).toContain(`GET /shopify/us/productInfo/${POD}`));

    await expect(resolveProduct(POD)).resolves.toMatchObject({ id: POD });
    expect(seen.filter((call) => call === `GET /shopify/us/productInfo/${POD}`)).toHaveLength(2);
  });

  it('whose answer is off the contract give the app a failed call, and no store product call', async () => {
    server.use(
      http.get(api(`/shopify/us/productInfo/${POD}`), () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { handle: 5 } }),
      ),
    );
    vi.mocked(console.error).mockImplementation(() => undefined);
    const seen = requestLog();
    startProductCalls(EARLY_CALL_CONFIG);
    await vi.waitFor(() => expect(seen).toContain('GET /products/lanyard.js'));

    await expect(
      createQueryClient({ deterministic: true }).fetchQuery(shopifyProductInfoQueryOptions(POD)),
    ).rejects.toMatchObject({ kind: 'invalid-answer' });
    expect(seen.filter((call) => call.startsWith('GET /products/'))).toEqual([
      'GET /products/lanyard.js',
    ]);
  });

  it('are not started on other routes, nor in the mock build, nor for products all rendered', async () => {
    const seen = requestLog();
    window.history.replaceState({}, '', '/pages/autoship-manage');
    startProductCalls(EARLY_CALL_CONFIG);

    window.history.replaceState({}, '', '/pages/buildplan');
    startProductCalls({ ...EARLY_CALL_CONFIG, held: true });

    hostPage({ products: [{ id: POD }, { id: RENDERED_POD }, { id: GIFT }] });
    startProductCalls(EARLY_CALL_CONFIG);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(window.__autoshipEarlyProductCalls).toBeUndefined();
    // The store's product JSON is on the store's origin.
    expect(storeBaseUrl).toBe(location.origin);
  });

  it('on a theme’s own page path (its store context’s routes)', async () => {
    const seen = requestLog();
    hostPage({ routes: { buildPlan: '/fr/pages/buildplan' } });
    window.history.replaceState({}, '', '/fr/pages/buildplan');
    startProductCalls(EARLY_CALL_CONFIG);
    await vi.waitFor(() => expect(seen).toContain(`GET /shopify/us/productInfo/${POD}`));
  });
});
