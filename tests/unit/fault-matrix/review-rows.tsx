import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { mockStore } from '#mocks/store.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { en } from '#src/domain/i18n/en.ts';
import {
  cachePlan,
  renderReviewPage,
  storedPlan,
  waitForReview,
  type RenderedReviewPage,
} from '#tests/unit/pages/review/support/render-review-page.tsx';
import type { MatrixFault, MatrixRow, RenderedPage } from './matrix-faults.ts';
import {
  expectNoToast,
  expectOneToast,
  addressFormField,
  alsoFailPlanAddress,
  expectAddressNotLoaded,
  failureSentence,
  fillField,
  forwardErrorsInThisCase,
  serverMessageOr,
  stepToErrorBatch,
  toastMessages,
  user,
} from './matrix-support.ts';

/**
 * The review page's rows of the fault matrix: its loads (quiet, spec section 8), the
 * pay date, the address block, the edit-mode save (the server's msg) and the create-mode checkout
 * chain (the server's msg, the form unlocked, what was typed kept, no payment, no reload).
 */

/** The page of the case running now: where it sent the browser (payment, reload). */
let page: RenderedReviewPage | null = null;
function current(): RenderedReviewPage {
  if (!page) throw new Error('the review page was not rendered');
  return page;
}

async function loadReview(path?: string): Promise<RenderedReviewPage> {
  page = renderReviewPage(path);
  await waitForReview(5000);
  return page;
}

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });
const termsBox = () => screen.getByLabelText(/autoship terms/);
const saveChanges = () => screen.getByRole('button', { name: 'Save changes' });

/** A whole new US address, as a shopper types it into the open address form. */
const TYPED = {
  'First name': 'Avery',
  'Last name': 'Jones',
  Address: '77 Harbour Road',
  City: 'San Francisco',
  'ZIP code': '94103',
} as const;

async function typeNewAddress(): Promise<void> {
  // Change events rather than user-event's key and pointer sequences: what is typed is under
  // test here, not how, and the address form is the costliest part of a case to re-render.
  const saved = await screen.findByLabelText('Saved addresses', {}, { timeout: 20_000 });
  fireEvent.change(saved, { target: { value: '-1' } });
  for (const [label, value] of Object.entries(TYPED)) fillField(label, value);
  fillField('State', 'California');
  expect(addressFormField('State')).toHaveValue('California');
}

function expectTypedAddressKept(): void {
  for (const [label, value] of Object.entries(TYPED)) {
    expect(addressFormField(label)).toHaveValue(value);
  }
}

/**
 * Create mode: the shopper opens the address form, types a new address, ticks the terms and
 * presses Checkout with the form still open (section 4 step 1 uses it), which reaches the call.
 */
async function checkoutWithTypedAddress(): Promise<RenderedPage> {
  const rendered = await loadReview();
  const addressButton = () => screen.getByText(/^(Change|Add an) address$/);
  await waitFor(() => expect(addressButton()).toBeEnabled());
  // Terms first: with the address form open every render of the page costs several times more.
  await user.click(termsBox());
  await user.click(addressButton());
  await typeNewAddress();
  await user.click(checkoutButton());
  return rendered;
}

/** Create mode with the first saved address (nothing typed): terms ticked, Checkout pressed. */
async function checkoutWithSavedAddress(): Promise<RenderedPage> {
  const rendered = await loadReview();
  await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
  await user.click(termsBox());
  await user.click(checkoutButton());
  return rendered;
}

/** Tracking is never the shopper's problem: checkout reaches the payment page all the same. */
async function expectPaidAnyway(): Promise<void> {
  await waitFor(() => expect(current().payments).toHaveLength(1), { timeout: 20_000 });
  expect(current().payments[0]).toMatch(/\/__mock\/hosted-payment\?planId=\d+$/);
  expect(current().reloads()).toBe(0);
  expectNoToast();
}

/**
 * Section 8 "Checkout failure: msg shown, form unlocks": the server's msg (or ours when it sent
 * none), the button back to normal, the terms and the typed address kept, no payment page and no
 * reload (only code 5052 reloads).
 */
async function expectCheckoutFailed(fault: MatrixFault): Promise<void> {
  await expectOneToast(serverMessageOr(fault, 'start your payment'));
  await expectCheckoutUnlocked();
}

async function expectCheckoutUnlocked(): Promise<void> {
  const button = checkoutButton();
  await waitFor(() => expect(button).toHaveAttribute('data-state', 'content'), { timeout: 20_000 });
  expect(button).toBeEnabled();
  expect(termsBox()).toBeEnabled();
  expect(termsBox()).toBeChecked();
  expect(screen.getByTestId('review-address')).toHaveTextContent(TYPED.Address);
  expect(screen.getByTestId('review-address')).toHaveTextContent('Avery Jones');
  expect(screen.getByRole('button', { name: 'Change address' })).toBeEnabled();
  expect(current().payments).toEqual([]);
  expect(current().reloads()).toBe(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeInTheDocument();
}

/**
 * The builder's cached plan (type=REVIEW_EDIT): the review page prices it from the store's
 * products (decision 024). A product that cannot be read is said in place, with Try again; what
 * the shopper built is kept.
 */
async function loadCachedPlanReview(): Promise<RenderedReviewPage> {
  cachePlan(storedPlan());
  return loadReview(`${APP_PATHS.review}?type=REVIEW_EDIT`);
}

function expectPricesNotLoaded(fault: MatrixFault): void {
  expect(screen.getByRole('alert')).toHaveTextContent(
    fault.auth ? 'We couldn’t load your plan.' : failureSentence(fault, 'load your plan'),
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(localStorage.getItem('asPlanData')).not.toBeNull();
  expectNoToast();
}

export const REVIEW_PAGE_ROWS: readonly MatrixRow[] = [
  {
    page: 'review',
    operationId: 'getShopifyProductInfo',
    scenario: 'active',
    act: loadCachedPlanReview,
    expectFailure: expectPricesNotLoaded,
    // One call per product of the cached plan, each at most once.
    maxRequests: 3,
  },
  {
    page: 'review',
    operationId: 'getStoreProduct',
    scenario: 'active',
    act: loadCachedPlanReview,
    expectFailure: expectPricesNotLoaded,
    // The store's public product JSON: a 401/403 is the store's refusal, login cannot help.
    neverRedirects: true,
    maxRequests: 3,
  },
  {
    page: 'review',
    operationId: 'queryAutoShipPlan',
    scenario: 'draft',
    act: () => loadReview(),
    // Spec section 8: a failed plan query on this page is quiet. Without a cached plan there is
    // nothing to review: the page says so in place and offers to try again (README), no toast.
    expectFailure: (fault) => {
      expect(screen.getByRole('alert')).toHaveTextContent(failureSentence(fault, 'load your plan'));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expectNoToast();
    },
  },
  {
    page: 'review',
    operationId: 'queryAutoShipPlan',
    step: 'checkout, cached plan',
    scenario: 'draft',
    // On load (quiet: the builder's cached plan is reviewed instead), then once when checkout
    // starts (section 4 step 4): two steps of the page, one request each.
    maxRequests: 2,
    act: async (fault) => {
      cachePlan(storedPlan());
      // 401/403 on load: the shopper is on the way to login, not checking out.
      if (fault.auth) return loadReview();
      return checkoutWithTypedAddress();
    },
    // Section 8: 'startCheckout function invalid!', the button back to normal, nothing lost.
    expectFailure: async () => {
      await expectOneToast(en['catalogue.startCheckoutInvalid']);
      await expectCheckoutUnlocked();
    },
  },
  {
    page: 'review',
    operationId: 'queryNextPayDt',
    scenario: 'active',
    act: async () => {
      const rendered = await loadReview();
      await user.click(screen.getByLabelText('60 days'));
      return rendered;
    },
    // The failure is said in the pay-date line with its cause, never the plan's old date for
    // the new interval (README); no toast, and the choice stays made and savable.
    expectFailure: async (fault) => {
      const oldDate = editModePayDate(storedPlan().nextPayDt) ?? '';
      expect(oldDate).not.toBe('');
      await waitFor(
        () =>
          expect(screen.getByTestId('pay-date')).toHaveTextContent(
            failureSentence(fault, 'work out the next payment date for every 60 days'),
          ),
        { timeout: 20_000 },
      );
      expect(screen.getByTestId('pay-date')).not.toHaveTextContent(oldDate);
      expect(screen.getByLabelText('60 days')).toBeChecked();
      expect(screen.getByLabelText('30 days')).toBeEnabled();
      expect(saveChanges()).toBeEnabled();
      expectNoToast();
    },
  },
  {
    page: 'review',
    operationId: 'getPlanAddress',
    scenario: 'active',
    act: () => loadReview(),
    // Quiet, like the account page: the block says the address could not be loaded (never that
    // the plan has none, which would be false), and the page stays usable.
    expectFailure: async () => {
      await waitFor(
        () =>
          expect(screen.getByTestId('review-address')).toHaveTextContent(
            'We couldn’t load your address right now.',
          ),
        { timeout: 20_000 },
      );
      expect(screen.getByRole('button', { name: 'Change address' })).toBeEnabled();
      expect(saveChanges()).toBeEnabled();
      expectNoToast();
    },
  },
  {
    page: 'review',
    operationId: 'queryCustomerAddress',
    scenario: 'draft',
    // The page asks for the saved addresses on load; the address form asks once more when the
    // shopper opens it after that failed (a retry on a fresh need, not a double submission).
    maxRequests: 2,
    act: async (fault) => {
      const rendered = await loadReview();
      // 401/403 on load: the shopper is on the way to login, not opening the form.
      if (!fault.auth) await user.click(await screen.findByText('Add an address'));
      return rendered;
    },
    // Quiet: no saved address to default to, so none is claimed; the form opens on a new
    // address and checkout stays available.
    expectFailure: async () => {
      await screen.findByText('Use this address', {}, { timeout: 20_000 });
      expect(screen.getByRole('button', { name: 'Use this address' })).toBeEnabled();
      expect(addressFormField('Address')).toHaveValue('');
      expect(checkoutButton()).toBeEnabled();
      expectNoToast();
    },
  },
  {
    page: 'review',
    operationId: 'changePlanAddress',
    scenario: 'active',
    act: async () => {
      const rendered = await loadReview();
      await user.click(await screen.findByText('Change address', {}, { timeout: 20_000 }));
      await typeNewAddress();
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      return rendered;
    },
    // Spec section 8: an address failure shows nothing beyond unlocking; everything typed stays.
    expectFailure: async () => {
      const save = screen.getByRole('button', { name: 'Save address' });
      await waitFor(() => expect(save).toHaveAttribute('data-state', 'content'), {
        timeout: 20_000,
      });
      expect(save).toBeEnabled();
      expectTypedAddressKept();
      expect(toastMessages()).not.toContain('update success');
      expectNoToast();
      expect(saveChanges()).toBeEnabled();
    },
  },
  {
    page: 'review',
    operationId: 'changePlan',
    scenario: 'active',
    act: async () => {
      const rendered = await loadReview();
      await user.click(screen.getByLabelText('30 days'));
      await user.click(saveChanges());
      return rendered;
    },
    // Spec section 8: the server's msg alerted (ours when it sent none); the form re-enabled
    // with the choice kept; the shopper stays on the page.
    expectFailure: async (fault) => {
      await expectOneToast(serverMessageOr(fault, 'save your changes'));
      const save = saveChanges();
      await waitFor(() => expect(save).toHaveAttribute('data-state', 'content'), {
        timeout: 20_000,
      });
      expect(save).toBeEnabled();
      expect(screen.getByLabelText('30 days')).toBeChecked();
      expect(screen.getByLabelText('60 days')).toBeEnabled();
      expect(current().location.pathname).toBe('/review');
    },
  },
  {
    // Draft with a planId: rebuild (toCheckoutCar), then checkout.
    page: 'review',
    operationId: 'toCheckoutCar',
    scenario: 'draft',
    act: checkoutWithTypedAddress,
    expectFailure: expectCheckoutFailed,
  },
  {
    page: 'review',
    operationId: 'checkout',
    scenario: 'draft',
    act: checkoutWithTypedAddress,
    expectFailure: expectCheckoutFailed,
  },
  {
    // A plan with an address at checkout time (it became active meanwhile): pay directly.
    page: 'review',
    operationId: 'completeInfoAndGetPayUrl',
    scenario: 'active',
    act: async () => {
      const active = mockStore.snapshot();
      if (!active.plan) throw new Error('the active scenario has no plan');
      // Loaded as a draft (create mode) …
      mockStore.reset('active', { ...active, plan: { ...active.plan, status: 0 } }, active.faults);
      const rendered = await loadReview();
      await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
      // … paid meanwhile (another tab): checkout finds the plan active with its address.
      mockStore.reset('active', active, active.faults);
      await user.click(termsBox());
      await user.click(screen.getByText('Change address'));
      await typeNewAddress();
      await user.click(checkoutButton());
      return rendered;
    },
    expectFailure: expectCheckoutFailed,
  },
  {
    page: 'review',
    operationId: 'submitTraceEvent',
    scenario: 'draft',
    act: checkoutWithSavedAddress,
    expectFailure: expectPaidAnyway,
    neverRedirects: true,
    // Two tracked moments: checkout clicked and checkout started (5_3_1); one event each.
    maxRequests: 2,
  },
  {
    page: 'review',
    operationId: 'submitTraceBeacon',
    scenario: 'draft',
    act: checkoutWithSavedAddress,
    // 5_4 goes by beacon as the browser leaves (jsdom has no sendBeacon: the keepalive fetch).
    expectFailure: expectPaidAnyway,
    neverRedirects: true,
  },
  {
    page: 'review',
    operationId: 'submitTraceEvents',
    scenario: 'active',
    // The page's failures are forwarded as one batch a moment after the first (spec section 8).
    act: async () => {
      forwardErrorsInThisCase();
      alsoFailPlanAddress();
      const rendered = await loadReview();
      await expectAddressNotLoaded('review-address');
      await stepToErrorBatch();
      return rendered;
    },
    // Forwarding failures is never the shopper's problem: only the address's own quiet line.
    expectFailure: async () => {
      await expectAddressNotLoaded('review-address');
      expect(screen.getByRole('button', { name: 'Change address' })).toBeEnabled();
      expect(saveChanges()).toBeEnabled();
      expectNoToast();
    },
    neverRedirects: true,
  },
];

/**
 * The rows whose call a shopper's action makes (checkout and its steps, saving the address or the
 * plan), as opposed to the calls the page makes when it opens and its tracking.
 */
export function isReviewActionRow(row: MatrixRow): boolean {
  return row.step !== undefined || REVIEW_ACTION_OPERATIONS.has(row.operationId);
}

const REVIEW_ACTION_OPERATIONS: ReadonlySet<string> = new Set([
  'changePlanAddress',
  'changePlan',
  'toCheckoutCar',
  'checkout',
  'completeInfoAndGetPayUrl',
]);
