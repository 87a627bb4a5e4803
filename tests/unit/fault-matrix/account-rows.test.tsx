import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { expect } from 'vitest';
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
import { faultMatrix } from './fault-matrix-runner.tsx';
import type { RenderedPage } from './matrix-faults.ts';

/** The account page's rows: its plan, address, actions and tracking calls. */
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

export default faultMatrix(import.meta.url, 'account page', [
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
]);
