import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { expect } from 'vitest';
import type { OperationId } from '#mocks/operations.ts';
import type { ScenarioName } from '#mocks/scenarios/registry.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import {
  renderManagePage,
  waitForPlanLoaded,
} from '#tests/unit/pages/autoship-manage/support/render-manage-page.tsx';
import {
  addressFormField,
  alsoFailPlanAddress,
  causeSentence,
  expectAddressNotLoaded,
  fillField,
  forwardErrorsInThisCase,
  serverMessageOr,
  stepToErrorBatch,
  switchTabAndBack,
} from './matrix-support.ts';

/**
 * The fault matrix: every operation a page calls × every way a call can fail, with
 * what the shopper must see. One table: a row per operation and page, a column per fault. The
 * account page's rows are here; the other pages' rows live beside this file (review-rows.tsx,
 * builder-rows.tsx, the program page's with the builder's). The runner (fault-matrix-runner.tsx)
 * needs no change for a new row; each *.test.tsx here runs one page's rows (or two).
 */

/** The faults, each written as QA writes it in `?fault=operationId:TOKEN`. */
export const MATRIX_FAULTS = [
  { name: 'HTTP 500 JSON', token: '500', auth: false },
  { name: 'HTTP 500 HTML', token: '500html', auth: false },
  { name: 'malformed JSON', token: 'malformed', auth: false },
  // A code whose meaning is the server's to say (its msg); the refusals we say in our own words
  // (5002, 5003, 5007) have a matrix of their own (refusal-matrix.test.tsx).
  { name: 'envelope failure code', token: 'code=5000', auth: false },
  { name: 'off-contract body', token: 'offcontract', auth: false },
  { name: 'network error', token: 'network', auth: false },
  { name: 'timeout', token: 'timeout', auth: false },
  { name: 'HTTP 401', token: '401', auth: true },
  { name: 'HTTP 403', token: '403', auth: true },
] as const;

/** A fault as a case is told it: what QA writes after the operation in `?fault=`. */
export interface MatrixFault {
  name: string;
  token: string;
  auth: boolean;
}

export interface RenderedPage {
  loginRedirects: string[];
}

export interface MatrixRow {
  page: string;
  operationId: OperationId;
  /** When the page calls the operation at more than one step: which one this row is. */
  step?: string;
  scenario: ScenarioName;
  /**
   * Renders the page and does what makes it call the operation (load, click, type, save). Told
   * the fault, so a step after a 401/403 on load is not taken: the shopper has left for login.
   */
  act: (fault: MatrixFault) => Promise<RenderedPage>;
  /** What the shopper sees after the failure (not 401/403): message or quiet unlock. */
  expectFailure: (fault: MatrixFault) => Promise<void> | void;
  /** Tracking never sends the shopper to login. */
  neverRedirects?: boolean;
  /** Calls of the operation the case may make (default 1: one action, one request). */
  maxRequests?: number;
}

const user = setupUser({ delay: null });

/** The plan-level controls are back and usable: nothing is stuck. */
function expectPlanUsable(state: 'active' | 'paused'): void {
  expect(screen.getByRole('heading', { name: `Your autoship is ${state}` })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete plan' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Change address' })).toBeEnabled();
}

function expectNoToast(): void {
  expect(getToasts()).toEqual([]);
}

async function loadManage(): Promise<RenderedPage> {
  const rendered = renderManagePage();
  await waitForPlanLoaded(5000);
  return rendered;
}

async function confirmInDialog(label: 'Pause plan' | 'Delete plan'): Promise<void> {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: label }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 });
}

async function openAddressPanel(): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Change address' }));
  await screen.findByRole('button', { name: 'Save address' }, { timeout: 20_000 });
}

const TYPED = {
  'First name': 'Maya',
  'Last name': 'Chen',
  Address: '220 Yonge Street',
  City: 'Toronto',
  'Postal code': 'M5V 3L9',
} as const;

export const ACCOUNT_PAGE_ROWS: readonly MatrixRow[] = [
  {
    page: 'account',
    operationId: 'queryAutoShipPlan',
    scenario: 'active',
    act: loadManage,
    // The text names the real cause: the connection only when no answer came.
    expectFailure: (fault) => {
      expect(
        screen.getByRole('heading', { name: 'We couldn’t load your autoship plan' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(causeSentence(fault));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'getPlanAddress',
    scenario: 'active',
    act: loadManage,
    expectFailure: async () => {
      await waitFor(
        () =>
          expect(screen.getByTestId('plan-address')).toHaveTextContent(
            'We couldn’t load your address right now.',
          ),
        { timeout: 20_000 },
      );
      expectPlanUsable('active');
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'pausePlan',
    scenario: 'active',
    act: async () => {
      const rendered = await loadManage();
      await confirmInDialog('Pause plan');
      return rendered;
    },
    // Spec section 8: a pause failure shows nothing beyond unlocking.
    expectFailure: async () => {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pause plan' })).toBeEnabled());
      expectPlanUsable('active');
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'restartPlan',
    scenario: 'paused',
    act: async () => {
      const rendered = await loadManage();
      await user.click(screen.getByTestId('restart-desktop'));
      return rendered;
    },
    // Spec section 8: back to state 1, nothing else.
    expectFailure: async () => {
      const button = screen.getByTestId('restart-desktop');
      await waitFor(() => expect(button).toHaveAttribute('data-state', 'content'), {
        timeout: 20_000,
      });
      expect(button).toBeEnabled();
      expectPlanUsable('paused');
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'terminatePlan',
    scenario: 'active',
    act: async () => {
      const rendered = await loadManage();
      await confirmInDialog('Delete plan');
      return rendered;
    },
    // A failed delete is never silent: the server's msg, or a plain sentence when it sent none.
    expectFailure: async (fault) => {
      const expected = serverMessageOr(fault, 'delete your plan');
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expectPlanUsable('active');
    },
  },
  {
    page: 'account',
    operationId: 'queryCustomerAddress',
    scenario: 'active',
    // The page prefetches the saved addresses when idle, for speed; when that prefetch fails,
    // opening the panel asks once more, as it should.
    maxRequests: 2,
    act: async () => {
      const rendered = await loadManage();
      await openAddressPanel();
      return rendered;
    },
    // Without the saved addresses the form still opens, on a new address.
    expectFailure: () => {
      expect(screen.getByRole('heading', { name: 'Change shipping address' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save address' })).toBeEnabled();
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'changePlanAddress',
    scenario: 'active',
    act: async () => {
      const rendered = await loadManage();
      await openAddressPanel();
      await user.selectOptions(addressFormField('Saved addresses'), '-1');
      await user.selectOptions(addressFormField('Country/region'), 'Canada');
      for (const [label, value] of Object.entries(TYPED)) fillField(label, value);
      await user.selectOptions(addressFormField('Province'), 'Ontario');
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      return rendered;
    },
    // Spec section 8: an address failure unlocks the form; what was typed is all still there.
    expectFailure: async () => {
      const save = screen.getByRole('button', { name: 'Save address' });
      await waitFor(() => expect(save).toHaveAttribute('data-state', 'content'), {
        timeout: 20_000,
      });
      expect(save).toBeEnabled();
      for (const [label, value] of Object.entries(TYPED)) {
        expect(addressFormField(label)).toHaveValue(value);
      }
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'queryOrders',
    scenario: 'order-history',
    act: async () => {
      const rendered = await loadManage();
      await user.click(await screen.findByText('Past deliveries', {}, { timeout: 20_000 }));
      return rendered;
    },
    // The history's failure is said in its place, in our words, with Try again; the plan is untouched.
    expectFailure: async (fault) => {
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert).toHaveTextContent('We couldn’t load your past deliveries.');
      expect(alert).toHaveTextContent(causeSentence(fault));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expectPlanUsable('active');
      expectNoToast();
    },
  },
  {
    page: 'account',
    operationId: 'submitTraceEvent',
    scenario: 'active',
    act: async () => {
      const rendered = await loadManage();
      // Page load is tracked; a tracked action sends one more.
      await user.click(screen.getByRole('button', { name: 'Pause plan' }));
      await user.keyboard('{Escape}');
      return rendered;
    },
    // Tracking failures are never the shopper's problem.
    expectFailure: () => {
      expectPlanUsable('active');
      expectNoToast();
    },
    neverRedirects: true,
    // Two tracked moments, page load and the pause dialog: one event each.
    maxRequests: 2,
  },
  {
    page: 'account',
    operationId: 'submitTraceEvents',
    scenario: 'active',
    // The page's failures are forwarded as one batch a moment after the first (spec section 8).
    act: async () => {
      forwardErrorsInThisCase();
      alsoFailPlanAddress();
      const rendered = await loadManage();
      await expectAddressNotLoaded('plan-address');
      await stepToErrorBatch();
      return rendered;
    },
    // Forwarding failures is never the shopper's problem: only the address's own quiet line.
    expectFailure: async () => {
      await expectAddressNotLoaded('plan-address');
      expectPlanUsable('active');
      expectNoToast();
    },
    neverRedirects: true,
  },
  {
    page: 'account',
    operationId: 'submitTraceBeacon',
    scenario: 'active',
    // A failure still queued when the shopper switches tab leaves as a beacon.
    act: async () => {
      forwardErrorsInThisCase();
      alsoFailPlanAddress();
      const rendered = await loadManage();
      await expectAddressNotLoaded('plan-address');
      switchTabAndBack();
      return rendered;
    },
    // Back on the tab, the page works as before: nothing about the beacon.
    expectFailure: async () => {
      await expectAddressNotLoaded('plan-address');
      expectPlanUsable('active');
      expectNoToast();
    },
    neverRedirects: true,
  },
];
