import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { SEED_DATA } from '#mocks/data/catalogue.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderReviewPage, waitForReview } from './support/render-review-page.tsx';

// Decision 024: the cached plan says which items and how many; the store's product data (what
// the builder read) says what they cost. Tampered prices are never shown, posted or handed on.

const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;

function storeVariant(kind: 'pods' | 'gift') {
  const product = SEED_DATA.products.find((entry) => entry.kind === kind);
  const variant = product?.variants[0];
  if (!product || !variant) throw new Error(`the seed has no ${kind}`);
  return { productId: product.id, variantId: variant.id, variant };
}
const POD = storeVariant('pods');
const GIFT = storeVariant('gift');
const PODS = 3;

/** Both keys as the builder writes them, with the prices replaced by `prices`. */
function cacheTampered(prices: Record<string, unknown>, giftNum = 1): void {
  const ids = (item: typeof POD) => ({ productId: item.productId, variantId: item.variantId });
  const pod = { ...ids(POD), num: PODS, options: 'One', productTitle: 'Pods', ...prices };
  const gift = { ...ids(GIFT), num: giftNum, options: 'Case', product_title: 'Gift', ...prices };
  localStorage.setItem(
    STORAGE_KEYS.planData,
    JSON.stringify({ pods: { [POD.variantId]: pod }, gifts: [gift], daySpan: 30 }),
  );
  localStorage.setItem(
    STORAGE_KEYS.productData,
    JSON.stringify({
      productData: [
        { ...ids(POD), num: PODS, image: '' },
        { ...ids(GIFT), num: giftNum, image: '' },
      ],
      daySpan: 30,
    }),
  );
}

let bodies: { path: string; body: Record<string, unknown> }[];
function recordBodies({ request }: { request: Request }) {
  if (request.method !== 'POST') return;
  const path = new URL(request.url).pathname;
  void request
    .clone()
    .json()
    .then((body: Record<string, unknown>) => bodies.push({ path, body }))
    .catch(() => undefined);
}
beforeEach(() => {
  localStorage.clear();
  bodies = [];
  server.events.on('request:start', recordBodies);
});
afterEach(() => {
  server.events.removeListener('request:start', recordBodies);
  localStorage.clear();
});

const TAMPERED: [string, Record<string, unknown>][] = [
  ['a price of 1e308', { price: 1e308, comparePrice: 1e308 }],
  ['a null price', { price: null, comparePrice: null }],
  ['no price', {}],
];
const STORE_TOTAL = PODS * POD.variant.price;
const STORE_SUBTOTAL = PODS * POD.variant.compare_at_price + GIFT.variant.compare_at_price;

describe('the cached plan is priced by the store', { timeout: TEST_TIMEOUT_MS }, () => {
  it.each(TAMPERED)(
    'create mode, %s: the store’s prices are shown and handed to payment',
    async (_name, prices) => {
      setScenario('no-plan');
      cacheTampered(prices);
      const page = renderReviewPage();
      await waitForReview();
      await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
      const cents = (value: number) => `$${(value / 100).toFixed(2)}`;
      expect(screen.getByTestId('price-total')).toHaveTextContent(cents(STORE_TOTAL));
      await user.click(screen.getByRole('checkbox', { name: /autoship terms/ }));
      await user.click(screen.getByRole('button', { name: 'Checkout' }));
      await waitFor(() => expect(page.payments).toHaveLength(1));
      const params = new URLSearchParams(page.location.search);
      expect(params.get('total')).toBe(String(STORE_TOTAL));
      expect(params.get('subtotal')).toBe(String(STORE_SUBTOTAL));
    },
  );

  it.each(TAMPERED)('edit mode, %s: changePlan posts the store’s prices', async (_name, prices) => {
    setScenario('active');
    cacheTampered(prices);
    const page = renderReviewPage(`${APP_PATHS.review}?type=REVIEW_EDIT`);
    await waitForReview();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(page.location.pathname).toBe(APP_PATHS.manage), { timeout: 10_000 });
    const sent = bodies.find((entry) => entry.path.includes('/autoShip/changePlan/'));
    expect(sent?.body.orderItemList).toEqual([
      expect.objectContaining({
        variantId: POD.variantId,
        variantNum: PODS,
        price: POD.variant.price,
        comparePrice: POD.variant.compare_at_price,
      }),
      expect.objectContaining({
        variantId: GIFT.variantId,
        variantNum: 1,
        isGift: 1,
        price: GIFT.variant.price,
        comparePrice: GIFT.variant.compare_at_price,
      }),
    ]);
  });

  it.each([
    ['create', 'no-plan', APP_PATHS.review],
    ['edit', 'active', `${APP_PATHS.review}?type=REVIEW_EDIT`],
  ])(
    '%s mode, five copies of the gift: the local-cache message, nothing sent',
    async (_mode, scenario, path) => {
      setScenario(scenario);
      cacheTampered({}, 5);
      renderReviewPage(path);
      expect(await screen.findByText(/The local cache function is invalid/)).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.productData)).toBeNull();
      expect(screen.queryByRole('button', { name: /Checkout|Save changes/ })).toBeNull();
      expect(bodies.map((entry) => entry.path)).toEqual([]);
    },
  );
});
