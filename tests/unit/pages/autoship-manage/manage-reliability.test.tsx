import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { holdCalls } from '#tests/support/hold-calls.ts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { resetLoginRedirect } from '#src/api/login-redirect.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { RESTART_RELOAD_MS } from '#src/domain/business-constants.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { useSteppedTimers } from '#tests/support/stepped-timers.ts';
import { holdPageClock, passDialogOpeningTime } from '#tests/support/dialog-clock.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// The reliability rules on the account page, as a clumsy shopper meets them.
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;
// Long enough to click, press and close while the call is in flight, short for the suite.
const HANG = { latencyMs: 600 };

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => requests.stop());

function traced(step: string): number {
  return mockStore.traceEvents({ step }).length;
}

/**
 * A restart shows its tick, then reloads the plan 1 s later (spec): the second is stepped past
 * rather than waited for, for speed. Needs useSteppedTimers() first.
 */
async function stepPastRestartTick(button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toHaveAttribute('data-state', 'done'), { timeout: 20_000 });
  await vi.advanceTimersByTimeAsync(RESTART_RELOAD_MS);
}

async function openDialog(action: 'Pause plan' | 'Delete plan') {
  await user.click(screen.getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  // Read before it is pressed, by fireEvent's clicks too.
  passDialogOpeningTime();
  return dialog;
}

// Long enough for the shopper to close the dialog while the call runs (a few clicks), short enough
// not to wait on it (1.5 s each before).
const HANGING_MS = 500;
describe('one confirmation is one request and one event', { timeout: TEST_TIMEOUT_MS }, () => {
  it.each([
    ['Pause plan', 'pausePlan', '7_1'],
    ['Delete plan', 'terminatePlan', '7_3'],
  ] as const)('%s: ten clicks in one tick send one request', async (label, operationId, step) => {
    setScenario('active', { faults: { [operationId]: HANG } });
    renderManagePage();
    await waitForPlanLoaded();
    const dialog = await openDialog(label);
    const confirm = within(dialog).getByRole('button', { name: label });
    // Synchronous clicks with no render between them: what a double-click does to a guard read
    // from the last render.
    for (let click = 0; click < 10; click += 1) fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 });
    expect(requests.count(operationId)).toBe(1);
    await waitFor(() => expect(traced(step)).toBe(1));
  });

  it('pause: a double-click and ten Enter presses send one request', async () => {
    setScenario('active', { faults: { pausePlan: HANG } });
    renderManagePage();
    await waitForPlanLoaded();
    const dialog = await openDialog('Pause plan');
    const confirm = within(dialog).getByRole('button', { name: 'Pause plan' });
    await user.dblClick(confirm);
    confirm.focus();
    await user.keyboard('{Enter>10/}');
    await screen.findByRole('heading', { name: 'Your autoship is paused' }, { timeout: 20_000 });
    expect(requests.count('pausePlan')).toBe(1);
    await waitFor(() => expect(traced('7_1')).toBe(1));
  });

  it('restart: ten clicks send one request and one event', async () => {
    setScenario('paused', { faults: { restartPlan: HANG } });
    useSteppedTimers();
    renderManagePage();
    await waitForPlanLoaded();
    const button = screen.getByTestId('restart-desktop');
    for (let click = 0; click < 10; click += 1) fireEvent.click(button);
    await stepPastRestartTick(button);
    await screen.findByRole('heading', { name: 'Your autoship is active' }, { timeout: 20_000 });
    expect(requests.count('restartPlan')).toBe(1);
    await waitFor(() => expect(traced('7_2')).toBe(1));
  });
});

describe('two taps on an opener', { timeout: TEST_TIMEOUT_MS }, () => {
  // The second tap lands on whatever lies where the opener was: the backdrop or any control of
  // the dialog (jsdom has no layout, so each is tried). It presses none of them.
  const hasty = setupUser({ delay: null, readsDialogs: false });
  const underTheFinger = (dialog: HTMLElement) => [
    screen.getByTestId('dialog-backdrop'),
    ...within(dialog).queryAllByRole('button'),
    ...within(dialog).queryAllByRole('link'),
    ...within(dialog).queryAllByRole('radio'),
    ...within(dialog).queryAllByRole('textbox'),
  ];
  it.each(['Pause plan', 'Delete plan', 'Change next delivery'])(
    '“%s”: the second tap, within the opening time, presses nothing in its dialog',
    async (opener) => {
      setScenario('active');
      renderManagePage();
      await waitForPlanLoaded();
      // All of them inside the opening time, however slow the machine.
      holdPageClock();
      await hasty.click(screen.getByRole('button', { name: opener }));
      const dialog = await screen.findByRole('dialog');
      const targets = underTheFinger(dialog);
      expect(targets.length).toBeGreaterThan(3);
      for (const target of targets) {
        await hasty.click(target);
        expect(screen.getByRole('dialog')).toBe(dialog);
      }
      expect(requests.planWrites()).toEqual([]);
      expect(screen.getByRole('heading', { name: 'Your autoship is active' })).toBeVisible();
    },
  );
});

describe('no stuck state', { timeout: TEST_TIMEOUT_MS }, () => {
  it.each([
    ['Escape', async () => user.keyboard('{Escape}')],
    ['the close button', async () => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Keep my plan', async () => user.click(screen.getByRole('button', { name: 'Keep my plan' }))],
    [
      'a backdrop click',
      async () => {
        passDialogOpeningTime();
        await user.click(screen.getByTestId('dialog-backdrop'));
      },
    ],
  ])(
    'a hanging pause: %s closes the dialog; the page then shows the server',
    async (_how, close) => {
      setScenario('active', { faults: { pausePlan: { latencyMs: HANGING_MS } } });
      renderManagePage();
      await waitForPlanLoaded();
      const dialog = await openDialog('Pause plan');
      await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
      expect(within(dialog).getByRole('button', { name: 'Pause plan' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await close();
      expect(screen.queryByRole('dialog')).toBeNull();
      // The call goes on in the background; once it lands the page says what the server says.
      await screen.findByRole('heading', { name: 'Your autoship is paused' }, { timeout: 20_000 });
      expect(requests.count('pausePlan')).toBe(1);
    },
  );

  it('reopening the dialog while the pause still runs does not send a second one', async () => {
    setScenario('active');
    const pause = holdCalls(server, '*/autoShip/pausePlan/:planId');
    renderManagePage();
    await waitForPlanLoaded();
    let dialog = await openDialog('Pause plan');
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    await user.keyboard('{Escape}');
    dialog = await openDialog('Pause plan');
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    pause.release();
    await screen.findByRole('heading', { name: 'Your autoship is paused' }, { timeout: 20_000 });
    expect(requests.count('pausePlan')).toBe(1);
  });

  it('restart succeeds but the plan reloads still paused: the button comes back usable', async () => {
    setScenario('paused');
    // A backend that answers success and changes nothing.
    server.use(
      http.get('*/autoShip/restartPlan/:planId', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: null }),
      ),
    );
    useSteppedTimers();
    renderManagePage();
    await waitForPlanLoaded();
    const button = screen.getByTestId('restart-desktop');
    await user.click(button);
    await stepPastRestartTick(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'content'), {
      timeout: 4000,
    });
    expect(button).toBeEnabled();
    expect(screen.queryByText('Your plan is restarted')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your autoship is paused' })).toBeInTheDocument();
  });

  it('restart → pause → restart in one visit: the second restart works', async () => {
    setScenario('paused');
    useSteppedTimers();
    renderManagePage();
    await waitForPlanLoaded();
    await user.click(screen.getByTestId('restart-desktop'));
    await stepPastRestartTick(screen.getByTestId('restart-desktop'));
    await screen.findByRole('heading', { name: 'Your autoship is active' }, { timeout: 20_000 });

    const dialog = await openDialog('Pause plan');
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    await screen.findByRole('heading', { name: 'Your autoship is paused' }, { timeout: 20_000 });

    const again = screen.getByTestId('restart-desktop');
    expect(again).toBeEnabled();
    expect(again).toHaveAttribute('data-state', 'content');
    await user.click(again);
    await stepPastRestartTick(again);
    await screen.findByRole('heading', { name: 'Your autoship is active' }, { timeout: 20_000 });
    expect(requests.count('restartPlan')).toBe(2);
  });
});

describe('a failed delete is never silent', { timeout: TEST_TIMEOUT_MS }, () => {
  it('an envelope failure shows the server’s msg', async () => {
    setScenario('active', { faults: { terminatePlan: { code: 5000, msg: 'Plan is locked' } } });
    renderManagePage();
    await waitForPlanLoaded();
    const dialog = await openDialog('Delete plan');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan is locked');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete plan' })).toBeEnabled();
  });

  it('a failure with no message (network) names the connection, never a technical sentence', async () => {
    const DELETE_FAILED =
      'We couldn’t delete your plan. No answer reached us. Please check your connection and try again.';
    setScenario('active');
    server.use(http.get('*/autoShip/terminatePlan/:planId', () => HttpResponse.error()));
    renderManagePage();
    await waitForPlanLoaded();
    const dialog = await openDialog('Delete plan');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_FAILED);
    expect(getToasts().map((toast) => toast.message)).toEqual([DELETE_FAILED]);
    expect(screen.getByRole('heading', { name: 'Your autoship is active' })).toBeInTheDocument();
  });

  it('pause failures stay silent (section 8)', async () => {
    setScenario('active', { faults: { pausePlan: { code: 5000, msg: 'Plan is locked' } } });
    renderManagePage();
    await waitForPlanLoaded();
    const dialog = await openDialog('Pause plan');
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToasts()).toEqual([]);
  });
});

describe('the page behind an open dialog is inert', { timeout: TEST_TIMEOUT_MS }, () => {
  it('the app is inert while the dialog is open, the toasts are not, and it comes back after', async () => {
    setScenario('active');
    renderManagePage();
    await waitForPlanLoaded();
    const pauseButton = screen.getByRole('button', { name: 'Pause plan' });
    const dialog = await openDialog('Pause plan');
    expect(pauseButton.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(screen.getByTestId('toast-viewport').closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(pauseButton.closest('[inert]')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(pauseButton).toHaveFocus();
  });
});

describe(
  'an answer off the contract is an error, never a fake state',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    const LOAD_ERROR = 'We couldn’t load your autoship plan';
    const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

    it.each([
      ['plan data is a string', 'You have no plan'],
      [
        'plan fields of the wrong type',
        { planId: '880001', status: 'active', orderItemList: [{}] },
      ],
      [
        'an item with a price in words',
        {
          planId: 880001,
          status: 1,
          addressId: 0,
          orderItemList: [{ productId: 1, variantId: 2, variantNum: 1, price: 'free' }],
        },
      ],
    ])('%s: the plan-load error, not the no-plan view or a $0.00 item', async (_label, data) => {
      server.use(http.get('*/autoShip/queryAutoShipPlan', () => envelope(data)));
      renderManagePage();
      await waitForPlanLoaded();
      expect(screen.getByRole('heading', { name: LOAD_ERROR })).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'You don’t have an autoship plan yet' }),
      ).toBeNull();
      expect(screen.queryByText('$0.00')).toBeNull();
      expect(getToasts()).toEqual([]);
      // The technical reason is reported, never shown.
      expect(document.body).not.toHaveTextContent(/contract|envelope|JSON/i);
    });

    it.each([
      ['a null address for a plan that has one', null],
      ['an address whose first name is a number', { id: 9001, first_name: 5, address1: '1 Main' }],
    ])(
      '%s: the address line says it could not load, not “No shipping address” or “(5)”',
      async (_label, data) => {
        setScenario('active');
        server.use(http.get('*/autoShip/changePlanAddress/:planId', () => envelope(data)));
        renderManagePage();
        await waitForPlanLoaded();
        await waitFor(() =>
          expect(screen.getByTestId('plan-address')).toHaveTextContent(
            'We couldn’t load your address right now.',
          ),
        );
        expect(screen.getByTestId('plan-address')).not.toHaveTextContent('(5)');
      },
    );

    it('a saved-address list that is not a list: the address form still opens and works', async () => {
      setScenario('active');
      server.use(
        http.get('*/autoShip/queryCustomerAddress', () => envelope({ id: 1, address1: 'x' })),
      );
      renderManagePage();
      await waitForPlanLoaded();
      await user.click(screen.getByRole('button', { name: 'Change address' }));
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Change shipping address' },
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: LOAD_ERROR })).toBeNull();
    });
  },
);

describe('a 403 sends to login once, then says so', { timeout: TEST_TIMEOUT_MS }, () => {
  it('first visit: to login; back from login and still 403: a clear page with a way out', async () => {
    setScenario('forbidden');
    const first = renderManagePage();
    await waitFor(() => expect(first.loginRedirects).toHaveLength(1));
    expect(await screen.findByText('Please sign in to see your autoship')).toBeInTheDocument();
    cleanup();
    // The page that left for login is gone: coming back is a new page.
    resetLoginRedirect();

    // The shopper signed in and came back: still refused.
    const second = renderManagePage();
    expect(
      await screen.findByRole('heading', {
        name: 'This account can’t manage an autoship plan here',
      }),
    ).toBeInTheDocument();
    expect(second.loginRedirects).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in with another account' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account/login?return_to='),
    );
  });
});
