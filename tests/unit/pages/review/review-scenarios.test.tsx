import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { SEED_VARIANTS } from '#mocks/scenarios/seeds.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { en } from '#src/domain/i18n/en.ts';
import { readRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { review } from '#src/domain/i18n/en/review.ts';
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
beforeEach(() => {
  localStorage.clear();
  requests = startRequestLog(server);
});
afterEach(() => {
  requests.stop();
  localStorage.clear();
});

const toastMessages = () => getToasts().map((toast) => toast.message);
const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });
const termsBox = () => screen.getByRole('checkbox', { name: /autoship terms/ });

async function readyToCheckout() {
  await waitForReview();
  await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
  await user.click(termsBox());
}

describe('review page, edit mode', { timeout: TEST_TIMEOUT_MS }, () => {
  it('active: edit mode, the server’s interval and next pay date, no terms, save instead of checkout', async () => {
    setScenario('active');
    renderReviewPage();
    await waitForReview();
    // The page's one heading (its first screen says it before the mode is known); the mode shows
    // in its action.
    expect(screen.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '45 days' })).toBeChecked();
    expect(screen.getByTestId('pay-date')).toHaveTextContent(
      editModePayDate(storedPlan().nextPayDt) ?? '',
    );
    expect(screen.getAllByTestId('plan-item')).toHaveLength(2);
    expect(screen.getAllByTestId('plan-gift')).toHaveLength(1);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('review-address')).toHaveTextContent('1200 Market Street'),
    );
  });

  it('active: 60 days asks queryNextPayDt, save sends changePlan once, tick, account page ~2 s later', async () => {
    useSteppedTimers();
    setScenario('active');
    const page = renderReviewPage();
    await waitForReview();
    await user.click(screen.getByRole('radio', { name: '60 days' }));
    await waitFor(() => expect(requests.count('queryNextPayDt')).toBe(1));
    const expected = new Date();
    expected.setDate(expected.getDate() + 60);
    await waitFor(() =>
      expect(screen.getByTestId('pay-date')).toHaveTextContent(
        editModePayDate(expected.toISOString()) ?? '',
      ),
    );
    const promised = screen.getByTestId('pay-date').textContent;
    const titlesBefore = storedPlan().orderItemList.map((item) => item.productTitle);
    expect(titlesBefore).toContain('Classic Tobacco Pods (Autoship)');
    const save = screen.getByRole('button', { name: 'Save changes' });
    for (let click = 0; click < 10; click += 1) fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-state', 'done'));
    expect(requests.count('changePlan')).toBe(1);
    const plan = storedPlan();
    expect(plan.daySpan).toBe(60);
    // The item titles go back as the server gave them ('(Autoship)' is stripped for display only).
    expect(plan.orderItemList.map((item) => item.productTitle)).toEqual(titlesBefore);
    // The next pay date moved with the interval: the date the page promised.
    expect(promised).toContain(editModePayDate(plan.nextPayDt) ?? 'no date');
    // The items and the gift are kept, with numbers for ids.
    expect(plan.orderItemList.map((item) => item.variantId).sort()).toEqual(
      [
        SEED_VARIANTS.classicTobacco2,
        SEED_VARIANTS.freshMint3,
        SEED_VARIANTS.travelCaseBlack,
      ].sort(),
    );
    // The account page about 2 s after the tick.
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.location.pathname).toBe('/review');
    await vi.advanceTimersByTimeAsync(1100);
    expect(page.location.pathname).toBe('/pages/autoship-manage');
  });

  it('save failure: the server msg and the form back', async () => {
    setScenario('active', {
      faults: { changePlan: { code: 5000, msg: 'The plan cannot change now' } },
    });
    const page = renderReviewPage();
    await waitForReview();
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastMessages()).toContain('The plan cannot change now'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(page.location.pathname).toBe('/review');
  });

  it('REVIEW_EDIT: the cached plan (from change plan) is reviewed and saved', async () => {
    setScenario('active');
    const plan = storedPlan();
    cachePlan({ ...plan, orderItemList: plan.orderItemList.slice(0, 1) });
    renderReviewPage('/review?type=REVIEW_EDIT');
    await waitForReview();
    expect(screen.getAllByTestId('plan-item')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAttribute(
        'data-state',
        'done',
      ),
    );
    expect(storedPlan().orderItemList).toHaveLength(1);
  });

  it('REVIEW_EDIT without cached data: the local-cache message and the builder', async () => {
    useSteppedTimers();
    setScenario('active');
    localStorage.setItem(STORAGE_KEYS.productData, '{"productData":[]}');
    const page = renderReviewPage('/review?type=REVIEW_EDIT');
    await waitFor(() => expect(toastMessages()[0]).toMatch(/^The local cache function is invalid/));
    expect(localStorage.getItem(STORAGE_KEYS.productData)).toBeNull();
    // Spec section 8: the builder 3 s later.
    await vi.advanceTimersByTimeAsync(2000);
    expect(page.location.pathname).toBe('/review');
    await vi.advanceTimersByTimeAsync(1100);
    expect(page.location.pathname).toBe('/pages/buildplan');
  });

  it('paused: edit mode with the plan’s 30 days', async () => {
    setScenario('paused');
    renderReviewPage();
    await waitForReview();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('active-no-address: no address shown, add one (saved on the plan, update success)', async () => {
    setScenario('active-no-address');
    renderReviewPage();
    await waitForReview();
    expect(screen.getByTestId('review-address')).toHaveTextContent('No shipping address yet.');
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.selectOptions(await screen.findByLabelText('Saved addresses'), '9001');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(toastMessages()).toContain('update success'));
    await waitFor(() => expect(storedPlan().addressId).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByTestId('review-address')).not.toHaveTextContent('No shipping address'),
    );
  });
});

describe('review page, checkout branches by scenario', { timeout: TEST_TIMEOUT_MS }, () => {
  it('out-of-stock: the items removed from the cached plan, the builder with type=NO_STOCK', async () => {
    setScenario('out-of-stock');
    const page = renderReviewPage();
    await readyToCheckout();
    await user.click(checkoutButton());
    await waitFor(() => expect(page.location.search).toBe('?type=NO_STOCK'));
    expect(page.location.pathname).toBe('/pages/buildplan');
    const cached = cachedJson(STORAGE_KEYS.planData) as { pods: Record<string, unknown> };
    expect(Object.keys(cached.pods)).toEqual([String(SEED_VARIANTS.classicTobacco2)]);
    const products = cachedJson(STORAGE_KEYS.productData) as {
      productData: { variantId: number }[];
    };
    expect(products.productData.map((item) => item.variantId)).toEqual([
      SEED_VARIANTS.classicTobacco2,
    ]);
    expect(requests.count('checkout')).toBe(0);
    expect(page.payments).toHaveLength(0);
    // Remembered for the builder's notice, which names what was taken out.
    expect(readRemovedItems()).toEqual([
      expect.objectContaining({
        variantId: SEED_VARIANTS.freshMint3,
        productTitle: 'Fresh Mint Pods',
      }),
    ]);
  });

  it('checkout-5052: the msg, one reload after 2 s, however often checkout is pressed', async () => {
    useSteppedTimers();
    setScenario('checkout-5052');
    const page = renderReviewPage();
    await readyToCheckout();
    await user.click(checkoutButton());
    await waitFor(() =>
      expect(toastMessages()).toContain('The plan has changed, the page will reload'),
    );
    // The form stays locked until the reload: a second attempt cannot queue a second reload.
    expect(checkoutButton()).toBeDisabled();
    fireEvent.click(checkoutButton());
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.reloads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1100);
    expect(page.reloads()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(page.reloads()).toBe(1);
    expect(requests.count('checkout')).toBe(1);
  });

  it('anonymous: no autoship call on load; checkout opens the sign-in modal; close keeps the page', async () => {
    setScenario('anonymous');
    cachePlan(storedPlan());
    const page = renderReviewPage();
    await waitForReview();
    expect(requests.count('queryAutoShipPlan')).toBe(0);
    await user.click(termsBox());
    await user.click(checkoutButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to check out' });
    const signIn = within(dialog).getByRole('link', { name: 'Sign in or create an account' });
    expect(signIn).toHaveAttribute(
      'href',
      `/account/login?return_to=${encodeURIComponent(`${window.location.origin}/review`)}`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkoutButton()).toBeEnabled();
    expect(page.loginRedirects).toHaveLength(0);
    expect(requests.count('checkout')).toBe(0);
  });

  it('blocked-country: checkout hidden and purchases not supported', async () => {
    setScenario('blocked-country');
    renderReviewPage();
    await waitForReview();
    expect(screen.getByTestId('purchases-not-supported')).toHaveTextContent(
      review['review.notSold'],
    );
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.getAllByTestId('plan-item').length).toBeGreaterThan(0);
  });

  it('unauthorized: the plan query sends the shopper to login with return_to', async () => {
    setScenario('unauthorized');
    const page = renderReviewPage();
    await waitFor(() => expect(page.loginRedirects.length).toBeGreaterThan(0));
    expect(page.loginRedirects[0]).toContain(
      `return_to=${encodeURIComponent(`${window.location.origin}/review`)}`,
    );
  });

  it('server-error without cached data: quiet, then a retry instead of a spinner', async () => {
    setScenario('server-error');
    renderReviewPage();
    await waitForReview();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load your plan');
    expect(toastMessages()).toEqual([]);
  });

  it('server-error with the cached plan: shown in create mode; checkout says startCheckout function invalid!', async () => {
    setScenario('server-error');
    cachePlan(storedPlan());
    const page = renderReviewPage();
    await readyToCheckout();
    await user.click(checkoutButton());
    await waitFor(() => expect(toastMessages()).toContain(en['catalogue.startCheckoutInvalid']));
    await waitFor(() => expect(checkoutButton()).toBeEnabled());
    expect(page.payments).toHaveLength(0);
    expect(requests.count('checkout')).toBe(0);
  });

  it('slow: the skeleton while the plan loads, then the page; checkout shows its spinner', async () => {
    // The slow backend, on a draft: every call takes 300 ms (the skeleton shows for its 500 ms
    // anyway; a longer wait only made the test slower).
    const store = setScenario('slow', { latencyMs: 300 });
    const state = store.snapshot();
    store.reset('slow', { ...state, plan: { ...storedPlan(), status: 0 } }, state.faults);
    const page = renderReviewPage();
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    await readyToCheckout();
    await user.click(checkoutButton());
    await waitFor(() => expect(checkoutButton()).toHaveAttribute('data-state', 'loading'));
    expect(termsBox()).toBeDisabled();
    await waitFor(() => expect(page.payments).toHaveLength(1), { timeout: 8000 });
  });
});
