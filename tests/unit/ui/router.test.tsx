import { render, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { apiBaseUrl } from '#src/api/client.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import { getStoreContext, setStoreContext } from '#src/api/store-context.ts';
import { App } from '#src/app/app.tsx';
import { APP_PATHS } from '#src/app/paths.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { preloadEntryPage, type AppRoute } from '#src/app/router.tsx';
import { FIRST_RENDER_PLAN_WAIT_MS } from '#src/features/plan/plan-first-render.ts';
import { server } from '#mocks/node.ts';
import { setScenario } from '#tests/support/set-scenario.ts';

/** The whole app (every route, the root layout) on an in-memory address; returns its history. */
function renderAt(path: string, extraRoutes: AppRoute[] = []): readonly string[] {
  const location = memoryLocation({ path, record: true });
  render(<App location={location} extraRoutes={extraRoutes} />);
  return location.history ?? [];
}

// The first visit of a route transforms its lazy page module, which is slow on a busy machine.
const LAZY = { timeout: 20_000 };

// Waiting for the 500 ms skeleton to go keeps its timer from firing after the test ends.
async function settled() {
  await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull(), LAZY);
}

describe('app routes (spec section 2)', () => {
  it.each([
    [APP_PATHS.manage, 'My autoship'],
    [APP_PATHS.program, 'The autoship program'],
    [APP_PATHS.buildPlan, 'Build your plan'],
    [APP_PATHS.payment, 'Payment'],
    [APP_PATHS.review, 'Review your plan'],
  ])('%s renders its page frame', async (path, heading) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByTestId('nav-title')).toHaveTextContent('Autoship');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByTestId('toast-viewport')).toBeInTheDocument();
    expect(document.querySelector('[data-device]')).not.toBeNull();
    await settled();
  });

  it('keeps query strings for the pages that read them', async () => {
    const history = renderAt(`${APP_PATHS.buildPlan}?type=NO_STOCK`);
    await screen.findByRole('heading', { level: 1, name: 'Build your plan' }, LAZY);
    expect(history.at(-1)).toBe(`${APP_PATHS.buildPlan}?type=NO_STOCK`);
    await settled();
  });

  it('redirects / to the manage page', async () => {
    const history = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My autoship' }, LAZY),
    ).toBeVisible();
    // Replaced, not pushed: back does not return to '/' only to be redirected again.
    expect(history).toEqual([APP_PATHS.manage]);
    await settled();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderAt('/pages/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my autoship' })).toHaveAttribute(
      'href',
      APP_PATHS.manage,
    );
  });

  it('accepts extra routes (mock mode) ahead of the catch-all', async () => {
    renderAt('/account/login', [{ path: '/account/login', component: () => <h1>Fake login</h1> }]);
    expect(await screen.findByRole('heading', { name: 'Fake login' }, LAZY)).toBeVisible();
  });

  it('shows a clear message with a retry when a page throws, never a blank page', async () => {
    // React reports errors caught by a boundary through console.error; expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Plan panel exploded');
    }
    renderAt('/broken', [{ path: '/broken', component: Broken }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Plan panel exploded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // The root layout survives a page error: toasts can still be shown.
    expect(screen.getByTestId('toast-viewport')).toBeInTheDocument();
  });

  it('shows the error page when a page module fails to load, without the loader’s own words', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/chunk', [
      {
        path: '/chunk',
        component: lazy(() =>
          Promise.reject(new Error('Failed to fetch dynamically imported module')),
        ),
      },
    ]);
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('We couldn’t show this page. Please try again.');
    expect(alert).not.toHaveTextContent('Failed to fetch dynamically imported module');
  });

  it('preloads the first page: its first render shows the page, never the loading fallback', async () => {
    const queryClient = createQueryClient({ deterministic: true });
    // The address as a shopper may type it: another case, a trailing slash.
    await preloadEntryPage('/PAGES/Payment/', queryClient);
    const location = memoryLocation({ path: APP_PATHS.payment, record: true });
    render(<App location={location} queryClient={queryClient} />);
    // Synchronously after the first render: no Suspense step in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });

  it('preloading the account page asks for the plan once, with the page code, not again on render', async () => {
    setScenario('active');
    let planRequests = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/autoShip/queryAutoShipPlan') planRequests += 1;
    };
    server.events.on('request:start', count);
    const queryClient = createQueryClient({ deterministic: true });
    await preloadEntryPage(APP_PATHS.manage, queryClient);
    await waitFor(() => expect(planRequests).toBe(1));
    render(<App location={memoryLocation({ path: APP_PATHS.manage })} queryClient={queryClient} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My autoship' })).toBeVisible();
    await settled();
    expect(await screen.findByRole('heading', { name: 'Your autoship is active' })).toBeVisible();
    expect(planRequests).toBe(1);
    server.events.removeListener('request:start', count);
  });

  it('the account page’s first render waits for the plan’s answer: it draws the plan, not the loading state', async () => {
    setScenario('active');
    const queryClient = createQueryClient({ deterministic: true });
    await preloadEntryPage(APP_PATHS.manage, queryClient);
    expect(queryClient.getQueryData(queryKeys.plan())).toMatchObject({ status: 1 });
  });

  it('the review page’s first render waits for the plan’s answer too: its mode and items come with it', async () => {
    setScenario('active');
    const queryClient = createQueryClient({ deterministic: true });
    await preloadEntryPage(APP_PATHS.review, queryClient);
    expect(queryClient.getQueryData(queryKeys.plan())).toMatchObject({ status: 1 });
  });

  it('an anonymous visitor’s review page asks for no plan before its first render', async () => {
    setScenario('active');
    setStoreContext({ isLoggedIn: false, authToken: null });
    let planRequests = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/autoShip/queryAutoShipPlan') planRequests += 1;
    };
    server.events.on('request:start', count);
    const queryClient = createQueryClient({ deterministic: true });
    try {
      await preloadEntryPage(APP_PATHS.review, queryClient);
      expect(queryClient.getQueryState(queryKeys.plan())).toBeUndefined();
      expect(planRequests).toBe(0);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('a plan answer slower than FIRST_RENDER_PLAN_WAIT_MS does not hold the first render longer', async () => {
    // The page's code is loaded first, so only the plan's answer is waited for.
    await import('#src/pages/autoship-manage/autoship-manage-page.tsx');
    server.use(http.get(`${apiBaseUrl}/autoShip/queryAutoShipPlan`, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queryClient = createQueryClient({ deterministic: true });
    try {
      let ready = false;
      const preload = preloadEntryPage(APP_PATHS.manage, queryClient).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(FIRST_RENDER_PLAN_WAIT_MS - 1);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await preload;
      expect(queryClient.getQueryState(queryKeys.plan())?.status).toBe('pending');
    } finally {
      await queryClient.cancelQueries();
      vi.useRealTimers();
    }
  });

  it.each([
    [APP_PATHS.program, 'The autoship program'],
    [APP_PATHS.buildPlan, 'Build your plan'],
  ])(
    'preloading %s asks for every product (info, then store product) once, not again on render',
    async (path, heading) => {
      setScenario('active');
      const calls: string[] = [];
      const count = ({ request }: { request: Request }) => {
        const { pathname } = new URL(request.url);
        if (/^\/(shopify\/[^/]+\/productInfo|products)\//.test(pathname)) calls.push(pathname);
      };
      server.events.on('request:start', count);
      const queryClient = createQueryClient({ deterministic: true });
      const products = getStoreContext().builderProducts;
      const configured = new Set([...products.pods, ...products.gifts, ...products.devices]).size;
      await preloadEntryPage(path, queryClient);
      // Every product's info and then its store product, before the page has rendered.
      await waitFor(() => expect(calls).toHaveLength(2 * configured));
      render(<App location={memoryLocation({ path })} queryClient={queryClient} />);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await settled();
      expect(new Set(calls).size).toBe(2 * configured);
      expect(calls).toHaveLength(2 * configured);
      server.events.removeListener('request:start', count);
    },
  );

  it('an unknown address preloads nothing and still shows Page not found', async () => {
    const queryClient = createQueryClient({ deterministic: true });
    await preloadEntryPage('/pages/nope', queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    renderAt('/pages/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY),
    ).toBeVisible();
  });
});
