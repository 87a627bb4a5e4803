import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { findVariant } from '#mocks/data/catalogue.ts';
import { SEED_VARIANTS } from '#mocks/scenarios/seeds.ts';
import { mockStore } from '#mocks/store.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { createModePayDate } from '#src/domain/dates/pay-date.ts';
import { en } from '#src/domain/i18n/en.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { termsLabel } from '#src/pages/review/components/terms-agreement.tsx';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { useSteppedTimers } from '#tests/support/stepped-timers.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import {
  cachedJson,
  cachePlan,
  renderReviewPage,
  storedPlan,
  waitForReview,
} from './support/render-review-page.tsx';

const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;

let requests: RequestLog;
let bodies: { path: string; body: unknown }[];
function recordBodies({ request }: { request: Request }) {
  if (request.method !== 'POST' || !request.url.includes('/autoShip/')) return;
  const path = new URL(request.url).pathname;
  void request
    .clone()
    .json()
    .then((body: unknown) => bodies.push({ path, body }))
    .catch(() => undefined);
}
beforeEach(() => {
  localStorage.clear();
  requests = startRequestLog(server);
  bodies = [];
  server.events.on('request:start', recordBodies);
});
afterEach(() => {
  requests.stop();
  server.events.removeListener('request:start', recordBodies);
  localStorage.clear();
});

/**
 * 'New address' starts from empty fields: types a whole US address on the
 * given street.
 */
async function typeNewAddress(street: string) {
  await user.selectOptions(await screen.findByLabelText('Saved addresses'), 'New address');
  const typed: [string, string][] = [
    ['First name', 'Avery'],
    ['Last name', 'Jones'],
    ['Address', street],
    ['City', 'San Francisco'],
    ['ZIP code', '94103'],
  ];
  for (const [label, value] of typed) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.selectOptions(screen.getByLabelText('State'), 'California');
}

function traced(step: string): number {
  return mockStore.traceEvents({ step }).length;
}

function toastMessages(): string[] {
  return getToasts().map((toast) => toast.message);
}

function bodyOf(path: string): Record<string, unknown> {
  const found = bodies.filter((entry) => entry.path === path).at(-1);
  expect(found, `a POST to ${path}`).toBeDefined();
  return found?.body as Record<string, unknown>;
}

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });
const termsBox = () => screen.getByRole('checkbox', { name: /autoship terms/ });

describe('review page, create mode', { timeout: TEST_TIMEOUT_MS }, () => {
  it('draft: items, summary, 30 days, today + 30 days, the first saved address', async () => {
    setScenario('draft');
    renderReviewPage();
    await waitForReview();

    expect(screen.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeInTheDocument();
    expect(document.title).toBe('Review your plan · Autoship');
    expect(screen.getAllByTestId('plan-item')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByTestId('pay-date')).toHaveTextContent(createModePayDate(new Date(), 30));
    expect(screen.getByTestId('price-total')).toHaveTextContent(/^\$\d+\.\d{2}$/);
    await waitFor(() =>
      expect(screen.getByTestId('review-address')).toHaveTextContent('1200 Market Street'),
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('interval: 60 days moves the pay date and is written into the cached plan data', async () => {
    setScenario('draft');
    cachePlan(storedPlan());
    renderReviewPage();
    await waitForReview();
    await user.click(screen.getByRole('radio', { name: '60 days' }));
    expect(screen.getByTestId('pay-date')).toHaveTextContent(createModePayDate(new Date(), 60));
    expect(cachedJson(STORAGE_KEYS.planData).daySpan).toBe(60);
    expect(cachedJson(STORAGE_KEYS.productData).daySpan).toBe(60);
    expect(screen.getByRole('checkbox', { name: /renews every 60 days/ })).toBeInTheDocument();
  });

  it('terms not ticked: the terms label is the message and nothing is sent', async () => {
    setScenario('draft');
    renderReviewPage();
    await waitForReview();
    await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
    await user.click(checkoutButton());
    expect(toastMessages()).toContain(termsLabel(30));
    expect(requests.count('checkout')).toBe(0);
    expect(requests.count('toCheckoutCar')).toBe(0);
    await waitFor(() => expect(traced('checkout_failed')).toBe(1));
  });

  it('draft checkout: rebuild, checkout with the address, the payment page; one click = one request', async () => {
    setScenario('draft');
    const page = renderReviewPage();
    await waitForReview();
    await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
    await user.click(termsBox());
    const button = checkoutButton();
    for (let click = 0; click < 10; click += 1) fireEvent.click(button);
    await waitFor(() => expect(page.payments).toHaveLength(1));

    expect(page.payments[0]).toMatch(/\/__mock\/hosted-payment\?planId=880001$/);
    expect(requests.count('queryAutoShipPlan')).toBe(2);
    expect(requests.count('toCheckoutCar')).toBe(1);
    expect(requests.count('checkout')).toBe(1);
    expect(bodyOf('/autoShip/toCheckoutCar')).toMatchObject({ planId: 880001, daySpan: 30 });
    expect(bodyOf('/autoShip/checkout')).toMatchObject({
      planId: 880001,
      orderItemList: [{ variantId: SEED_VARIANTS.classicTobacco2, variantNum: 2 }],
      userAddressInfoReq: { addressId: 9001, address1: '1200 Market Street' },
    });
    expect(mockStore.queryPlan()?.addressId).toBeGreaterThan(0);
    await waitFor(() => {
      expect(traced('checkout_clicked')).toBe(1);
      expect(traced('5_3_1')).toBe(1);
      expect(traced('5_4')).toBe(1);
    });
    // The review page has handed over to the payment hand-off: no second checkout can start.
    expect(page.location.pathname).toBe(APP_PATHS.payment);
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('no address and no address id: please fill the address, and a tracked failed attempt', async () => {
    // A shopper without saved addresses, on a draft without address.
    setScenario('draft');
    const { plan } = mockStore.snapshot();
    mockStore.reset('draft', { plan, addresses: [], outOfStockVariantIds: [] });
    renderReviewPage();
    await waitForReview();
    await waitFor(() =>
      expect(screen.getByTestId('review-address')).toHaveTextContent('No shipping address yet.'),
    );
    await user.click(termsBox());
    await user.click(checkoutButton());
    expect(toastMessages()).toContain(en['catalogue.pleaseFillAddress']);
    expect(requests.count('checkout')).toBe(0);
    await waitFor(() => expect(traced('checkout_failed')).toBe(1));
    expect(checkoutButton()).toBeEnabled();
  });

  it('an open address editor is saved first and checkout goes on with the typed address', async () => {
    setScenario('draft');
    const page = renderReviewPage();
    await waitForReview();
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await typeNewAddress('77 Harbour Road');
    await user.click(termsBox());
    await user.click(checkoutButton());

    await waitFor(() => expect(page.payments).toHaveLength(1));
    expect(bodyOf('/autoShip/checkout')).toMatchObject({
      userAddressInfoReq: { addressId: 0, address1: '77 Harbour Road' },
    });
    expect(page.location.pathname).toBe(APP_PATHS.payment);
  });

  it('an invalid open address editor stops checkout with its field error, nothing sent', async () => {
    setScenario('draft');
    renderReviewPage();
    await waitForReview();
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await typeNewAddress('');
    await user.click(termsBox());
    await user.click(checkoutButton());
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveFocus());
    expect(requests.count('checkout')).toBe(0);
    expect(requests.count('queryAutoShipPlan')).toBe(1);
    expect(checkoutButton()).toBeEnabled();
  });

  it('a refused checkout: the server msg, the form unlocked, the typed address kept', async () => {
    setScenario('draft', { faults: { checkout: { code: 5005, msg: 'Unknown variant 4100001' } } });
    const page = renderReviewPage();
    await waitForReview();
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await typeNewAddress('5 Quay Street');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await user.click(termsBox());
    await user.click(checkoutButton());

    await waitFor(() => expect(toastMessages()).toContain('Unknown variant 4100001'));
    await waitFor(() => expect(checkoutButton()).toBeEnabled());
    expect(page.payments).toHaveLength(0);
    expect(termsBox()).toBeChecked();
    expect(screen.getByTestId('review-address')).toHaveTextContent('5 Quay Street');
    await waitFor(() => expect(traced('checkout_failed')).toBe(1));
  });

  it('no-plan with the builder’s cached plan: build, then checkout with the new plan', async () => {
    setScenario('no-plan');
    cachePlan({
      planId: 0,
      daySpan: 45,
      orderItemList: [
        {
          productId: findVariant(SEED_VARIANTS.freshMint3)?.product.id ?? 0,
          variantId: SEED_VARIANTS.freshMint3,
          variantNum: 3,
          price: 1299,
        },
      ],
    } as never);
    const page = renderReviewPage();
    await waitForReview();
    expect(screen.getByRole('radio', { name: '45 days' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
    await user.click(termsBox());
    await user.click(checkoutButton());
    await waitFor(() => expect(page.payments).toHaveLength(1));
    const built = bodyOf('/autoShip/toCheckoutCar');
    expect(built.planId).toBeUndefined();
    expect(built).toMatchObject({ daySpan: 45 });
    expect(mockStore.queryPlan()).toMatchObject({ status: 0, daySpan: 45 });
  });

  it('no-plan without cached data: the local-cache message, both keys cleared, the builder after 3 s', async () => {
    useSteppedTimers();
    setScenario('no-plan');
    localStorage.setItem(STORAGE_KEYS.planData, '{"pods":"broken"}');
    const page = renderReviewPage();
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'The local cache function is invalid, please go back to the previous step and try again or change the browser!',
      ),
    );
    const toast = getToasts().find((entry) => entry.message.startsWith('The local cache'));
    expect(toast?.durationMs).toBe(5000);
    expect(localStorage.getItem(STORAGE_KEYS.planData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.productData)).toBeNull();
    // Spec section 8: the builder 3 s later.
    await vi.advanceTimersByTimeAsync(2000);
    expect(page.location.pathname).toBe('/review');
    await vi.advanceTimersByTimeAsync(1100);
    expect(page.location.pathname).toBe('/pages/buildplan');
    expect(await screen.findByRole('heading', { name: /Build plan page/ })).toBeInTheDocument();
  });

  it('type=cancel: the payment-cancelled event, once', async () => {
    setScenario('draft');
    renderReviewPage('/review?type=cancel');
    await waitForReview();
    expect(screen.getByTestId('payment-cancelled')).toBeInTheDocument();
    await waitFor(() => expect(traced('payment_cancelled')).toBe(1));
    expect(within(document.body).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});
