import { screen, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockStore, server } from '#mocks/node.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { rememberRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import { BUILDER_LIMITS } from '#src/domain/plan/builder-limits.ts';
import { toAsPlanData, toAsProductData } from '#src/domain/plan/plan-cache.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { getJson, setJson, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderBuilder, waitForProducts } from './support/render-builder.tsx';

const user = setupUser({ delay: null });
const TIMEOUT = { timeout: 60_000 };

function stored(key: string): unknown {
  const text = localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

function cachePlanOf(planItems = mockStore.queryPlan()) {
  const display = toPlanDisplayData(planItems);
  localStorage.setItem(STORAGE_KEYS.planData, JSON.stringify(toAsPlanData(display)));
  localStorage.setItem(STORAGE_KEYS.productData, JSON.stringify(toAsProductData(display)));
  return display;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('plan builder', TIMEOUT, () => {
  it('fresh build: pick flavours and quantities, a gift, 45 days; Continue writes the cache and opens review in create mode', async () => {
    setScenario('no-plan');
    const location = renderBuilder();
    await waitForProducts();

    // Every flavour with its picture; the gift comes preselected, the first interval too.
    expect(screen.getByRole('img', { name: 'Classic Tobacco Pods' })).toHaveAttribute(
      'src',
      '/__mock/images/classic-tobacco-pods.svg',
    );
    expect(screen.getByRole('radio', { name: /^Travel Case, Black/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByText('Nothing chosen yet')).toBeInTheDocument();
    // Nothing chosen is no price: no saving of the gift's worth on a total of nothing.
    expect(screen.queryByTestId('price-summary')).toBeNull();
    expect(
      screen.getByText('Choose at least one pack to see your price per delivery.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Build your plan · Autoship');

    await user.click(screen.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }));
    await user.click(screen.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }));
    await user.click(screen.getByRole('button', { name: 'One more Fresh Mint Pods, 3 pods' }));
    await user.click(screen.getByRole('radio', { name: /^Lanyard, Green/ }));
    await user.click(screen.getByRole('radio', { name: '45 days' }));

    // The running summary: 2 × 12.99 + 17.99 = 43.97; compare 2 × 15.99 + 21.99 + gift 7.99.
    expect(screen.getByText('3 packs, delivered every 45 days')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('$43.97');
    expect(screen.getByTestId('price-subtotal')).toHaveTextContent('$61.96');
    expect(screen.getByTestId('price-saving')).toHaveTextContent('$17.99');
    expect(within(screen.getByTestId('builder-summary')).getAllByTestId('plan-item')).toHaveLength(
      2,
    );

    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Review page' });
    expect(location.pathname).toBe(APP_PATHS.review);
    expect(location.search).toBe('');

    expect(stored(STORAGE_KEYS.productData)).toEqual({
      productData: [
        {
          num: 2,
          productId: 7400001,
          variantId: 4100001,
          image: '/__mock/images/classic-tobacco-pods.svg',
        },
        {
          num: 1,
          productId: 7400002,
          variantId: 4100005,
          image: '/__mock/images/fresh-mint-pods.svg',
        },
        { num: 1, productId: 7400010, variantId: 4100102, image: '/__mock/images/lanyard.svg' },
      ],
      daySpan: 45,
    });
    const planData = stored(STORAGE_KEYS.planData) as {
      pods: Record<string, unknown>;
      gifts: unknown[];
      daySpan: number;
      podList: unknown[];
      podTotalNumber: number;
    };
    expect(planData.daySpan).toBe(45);
    expect(planData.podTotalNumber).toBe(3);
    expect(Object.keys(planData.pods)).toEqual(['4100001', '4100005']);
    expect(planData.pods['4100001']).toEqual({
      variantId: 4100001,
      productId: 7400001,
      num: 2,
      image_url: '/__mock/images/classic-tobacco-pods.svg',
      comparePrice: 1599,
      price: 1299,
      options: '2 pods,,Classic Tobacco Pods',
      type: 2,
      productTitle: 'Classic Tobacco Pods',
    });
    expect(planData.podList).toHaveLength(2);
    expect(planData.gifts).toEqual([
      {
        variantId: 4100102,
        productId: 7400010,
        num: 1,
        image_url: '/__mock/images/lanyard.svg',
        comparePrice: 799,
        price: 0,
        options: 'Green',
        product_title: 'Lanyard',
      },
    ]);
  });

  it('change plan on an active plan: starts from the cached plan and continues to review in edit mode', async () => {
    setScenario('active');
    cachePlanOf();
    const location = renderBuilder();
    await waitForProducts();

    expect(
      screen.getByRole('group', { name: 'Quantity of Classic Tobacco Pods, 2 pods' }),
    ).toHaveTextContent('2');
    expect(
      screen.getByRole('group', { name: 'Quantity of Fresh Mint Pods, 3 pods' }),
    ).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: /^Travel Case, Black/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '45 days' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'One less Classic Tobacco Pods, 2 pods' }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Review page' });
    expect(`${location.pathname}${location.search}`).toBe('/review?type=REVIEW_EDIT');
    const productData = stored(STORAGE_KEYS.productData) as {
      productData: { variantId: number; num: number }[];
    };
    expect(productData.productData.map(({ variantId, num }) => [variantId, num])).toEqual([
      [4100001, 1],
      [4100005, 1],
      [4100090, 1],
    ]);
  });

  it('NO_STOCK: names the removed item, starts from what is left, and refuses to add it back', async () => {
    setScenario('out-of-stock');
    const display = toPlanDisplayData(mockStore.queryPlan());
    const { [4100005]: _removed, ...pods } = display.pods;
    const left = toAsPlanData({ ...display, pods });
    localStorage.setItem(STORAGE_KEYS.planData, JSON.stringify(left));
    rememberRemovedItems([
      { variantId: 4100005, productId: 7400002, productTitle: 'Fresh Mint Pods (Autoship)' },
    ]);
    const location = renderBuilder(`${APP_PATHS.buildPlan}?type=NO_STOCK`);
    await waitForProducts();

    const notice = await screen.findByTestId('no-stock-notice');
    expect(
      within(notice).getByRole('heading', { name: 'Some items are out of stock' }),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Fresh Mint Pods (3 pods)');
    expect(
      screen.getByRole('group', { name: 'Quantity of Classic Tobacco Pods, 2 pods' }),
    ).toHaveTextContent('2');
    expect(
      screen.getByRole('group', { name: 'Quantity of Fresh Mint Pods, 3 pods' }),
    ).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'One more Fresh Mint Pods, 3 pods' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fresh Mint Pods, 3 pods is out of stock, so it cannot be added.',
    );
    expect(
      screen.getByRole('group', { name: 'Quantity of Fresh Mint Pods, 3 pods' }),
    ).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Review page' });
    // The draft exists: the review page must review the builder's cache, not the server's draft.
    expect(location.search).toBe('?type=REVIEW_EDIT');
    expect(localStorage.getItem('asNoStockList')).toBeNull();
  });

  it('NO_STOCK without the list of removed items still says items were removed', async () => {
    setScenario('out-of-stock');
    cachePlanOf();
    renderBuilder(`${APP_PATHS.buildPlan}?type=NO_STOCK`);
    await waitForProducts();
    expect(await screen.findByTestId('no-stock-notice')).toHaveTextContent(
      'We took the items that are out of stock out of your plan.',
    );
  });

  it('an unavailable item still in the plan must be removed before continuing', async () => {
    setScenario('out-of-stock');
    cachePlanOf(); // holds Fresh Mint, now out of stock
    renderBuilder();
    await waitForProducts();
    expect(screen.getAllByText('Out of stock')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fresh Mint Pods (3 pods) is out of stock. Remove it to continue.',
    );
    await user.click(screen.getByRole('button', { name: 'One less Fresh Mint Pods, 3 pods' }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Review page' });
  });

  it('one product failing shows that product as unavailable, never a blank builder', async () => {
    setScenario('active');
    cachePlanOf();
    server.use(
      http.get('*/shopify/:region/productInfo/7400002', () =>
        HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 500 }),
      ),
      http.get('*/products/berry-breeze-pods.js', () => HttpResponse.json({}, { status: 404 })),
    );
    renderBuilder();
    await waitForProducts(6);
    const unavailable = screen.getAllByTestId('builder-product-unavailable');
    expect(unavailable).toHaveLength(2);
    // The cached plan names the product it knows.
    expect(unavailable[0]).toHaveTextContent('Fresh Mint Pods is unavailable right now.');
    expect(unavailable[1]).toHaveTextContent('One of our flavours is unavailable right now.');
    // The cached Fresh Mint line cannot be priced: the builder says so and offers to drop it.
    expect(screen.getByText('One item of your plan could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some items of your plan could not be loaded',
    );
    await user.click(screen.getByRole('button', { name: 'Remove it from the plan' }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Review page' });
  });

  it('an empty plan cannot continue, and says why', async () => {
    setScenario('no-plan');
    const location = renderBuilder();
    await waitForProducts();
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your plan is empty. Add at least one pack of pods to continue.',
    );
    expect(location.pathname).toBe(APP_PATHS.buildPlan);
    expect(localStorage.getItem(STORAGE_KEYS.planData)).toBeNull();
  });

  it('quantity limits: per item and per plan, with clear messages', async () => {
    setScenario('no-plan');
    renderBuilder();
    await waitForProducts();
    const more = (name: string) => screen.getByRole('button', { name: `One more ${name}` });
    for (let index = 0; index < BUILDER_LIMITS.maxPerItem; index += 1) {
      await user.click(more('Classic Tobacco Pods, 2 pods'));
    }
    await user.click(more('Classic Tobacco Pods, 2 pods'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `You can have up to ${BUILDER_LIMITS.maxPerItem} of Classic Tobacco Pods, 2 pods in one delivery.`,
    );
    for (let index = 0; index < BUILDER_LIMITS.maxTotal - BUILDER_LIMITS.maxPerItem; index += 1) {
      await user.click(more('Pear Burst Pods, 2 pods'));
    }
    await user.click(more('Berry Breeze Pods, 2 pods'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A plan holds up to ${BUILDER_LIMITS.maxTotal} packs per delivery.`,
    );
    expect(
      screen.getByText(`${BUILDER_LIMITS.maxTotal} packs, delivered every 30 days`),
    ).toBeInTheDocument();
  });

  it('storage full: Continue still opens the review page, the plan kept in this tab, and says so', async () => {
    setScenario('no-plan');
    const quota = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderBuilder();
    await waitForProducts();
    await user.click(screen.getByRole('button', { name: 'One more Classic Tobacco Pods, 2 pods' }));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    await screen.findByRole('heading', { name: 'Review page' });
    expect(getToasts().map((toast) => toast.message)).toContain(
      'Your browser didn’t save your plan on this device: it’s kept in this tab only.',
    );
    expect(quota).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.planData)).toBeNull();
    // What the review page reads, in this tab.
    expect(getJson(STORAGE_KEYS.planData)).toMatchObject({ daySpan: 30 });
    expect(getJson(STORAGE_KEYS.productData)).toMatchObject({ daySpan: 30 });
  });

  it('a plan kept in this tab only: the builder starts from it and says what that means', async () => {
    setScenario('active');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    // The account page's Change plan wrote it, as far as the storage let it.
    setJson(STORAGE_KEYS.planData, toAsPlanData(toPlanDisplayData(mockStore.queryPlan())));
    renderBuilder();
    await waitForProducts();
    expect(
      screen.getByRole('group', { name: 'Quantity of Classic Tobacco Pods, 2 pods' }),
    ).toHaveTextContent('2');
    expect(await screen.findByTestId('tab-only-notice')).toHaveTextContent(
      'You can still go on and pay in this tab, but if you reload or leave it, you’ll need to build your plan again.',
    );
  });

  it('after a cache failure (no cached plan) it starts empty', async () => {
    setScenario('active');
    renderBuilder();
    await waitForProducts();
    expect(screen.getByText('Nothing chosen yet')).toBeInTheDocument();
    // Nothing chosen is no price: no saving of the gift's worth on a total of nothing.
    expect(screen.queryByTestId('price-summary')).toBeNull();
    expect(
      screen.getByText('Choose at least one pack to see your price per delivery.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Build your plan · Autoship');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('a visitor not signed in builds a plan: products shown, no login, Continue opens review and marks the plan as a guest’s', async () => {
    setScenario('anonymous');
    const navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    const autoshipCalls: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/autoShip/')) autoshipCalls.push(request.url);
    };
    server.events.on('request:start', onRequest);
    try {
      const location = renderBuilder();
      await waitForProducts();
      await user.click(screen.getByRole('button', { name: 'One more Guava Chill Pods, 3 pods' }));
      await user.click(screen.getByRole('button', { name: 'Continue to review' }));
      await screen.findByRole('heading', { name: 'Review page' });
      expect(location.pathname).toBe(APP_PATHS.review);
      expect(location.search).toBe('');
      expect(stored(STORAGE_KEYS.guestPlan)).toBe(true);
      expect(Object.keys((stored(STORAGE_KEYS.planData) as { pods: object }).pods)).toHaveLength(1);
      // Sign-in waits for checkout (spec sections 1 and 6): nothing sent the visitor to login.
      expect(navigate).not.toHaveBeenCalled();
      expect(autoshipCalls).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
      navigate.mockRestore();
    }
  });

  it('Continue pressed many times asks for the plan once and navigates once', async () => {
    setScenario('no-plan', { latencyMs: 50 });
    let planQueries = 0;
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/autoShip/queryAutoShipPlan')) planQueries += 1;
    };
    server.events.on('request:start', onRequest);
    const location = renderBuilder();
    await waitForProducts();
    await user.click(screen.getByRole('button', { name: 'One more Guava Chill Pods, 3 pods' }));
    const button = screen.getByRole('button', { name: 'Continue to review' });
    button.focus();
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}');
    await screen.findByRole('heading', { name: 'Review page' });
    expect(planQueries).toBe(1);
    // One push to the review page, however many Enter presses.
    expect(location.history).toEqual([APP_PATHS.buildPlan, APP_PATHS.review]);
    server.events.removeListener('request:start', onRequest);
  });

  it('offers the store context’s products', async () => {
    setScenario('no-plan');
    setStoreContext({ builderProducts: { pods: [7400003], gifts: [], devices: [7400011] } });
    renderBuilder();
    await waitForProducts(1);
    expect(screen.getByRole('heading', { name: 'Berry Breeze Pods' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Infinity Device, Maroon/ })).toBeChecked();
  });
});
