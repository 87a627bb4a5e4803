import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { en } from '#src/domain/i18n/en.ts';
import { addCalendarDays, editModePayDate } from '#src/domain/dates/pay-date.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { startRequestLog } from '#tests/support/request-log.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// No pause between keystrokes, and room for a busy CI machine (real timers: skeleton, latency).
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;
const DAY_MS = 86_400_000;

/** The stored plan's next pay date as the page shows it (dd/mm/yyyy). */
function storedDate(): string | null {
  return editModePayDate(mockStore.queryPlan()?.nextPayDt);
}

/** Holds the answers to `path` until released (the stateful mock answers then). */
function holdAnswers(path: string): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`*${path}`, async () => {
      await held;
    }),
  );
  return release;
}

/** A local calendar day `days` from today, as `<input type=date>` holds it. */
function inputDay(days: number): string {
  const day = addCalendarDays(new Date(), days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function openDialog() {
  renderManagePage();
  await waitForPlanLoaded();
  await user.click(screen.getByRole('button', { name: 'Change next delivery' }));
  return screen.findByRole('dialog', { name: 'Your next delivery' });
}

async function expectPageShows(date: string | null) {
  if (date === null) throw new Error('the stored plan has no next pay date');
  await waitFor(() => expect(screen.getByTestId('plan-next-pay-date')).toHaveTextContent(date));
  expect(screen.getByTestId('plan-status')).toHaveTextContent(date);
}

/** The stored plan (the scenarios of these tests have one). */
function storedPlan() {
  const plan = mockStore.queryPlan();
  if (!plan) throw new Error('the scenario has no plan');
  return plan;
}

describe('manage page: the next delivery', { timeout: TEST_TIMEOUT_MS }, () => {
  it('skip: one interval later, the page shows the server’s date and keeps it', async () => {
    setScenario('active');
    const before = Date.parse(storedPlan().nextPayDt);
    const dialog = await openDialog();
    const log = startRequestLog(server);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Skip next delivery' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Date.parse(storedPlan().nextPayDt) - before).toBe(45 * DAY_MS);
    await expectPageShows(storedDate());
    expect(log.count('skipNextDelivery')).toBe(1);
    // The answer is the page's plan: no second read of it.
    expect(log.count('queryAutoShipPlan')).toBe(0);
    log.stop();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change next delivery' })).toHaveFocus(),
    );
  });

  it('ship now asks once more, with the amount; Keep my date goes back and sends nothing', async () => {
    setScenario('active');
    const dialog = await openDialog();
    const total = screen.getByTestId('price-total').textContent ?? '';
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    const log = startRequestLog(server);

    await user.click(within(dialog).getByRole('button', { name: 'Ship now' }));
    expect(dialog).toHaveAccessibleName('Ship your next delivery now?');
    expect(dialog).toHaveTextContent(`We place your order today and charge ${total}`);
    expect(dialog).toHaveTextContent('every 45 days from today');
    // The safe answer first, and focused: a stray Enter keeps the date.
    const keep = within(dialog).getByRole('button', { name: 'Keep my date' });
    expect(keep).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Skip next delivery' })).toBeNull();

    await user.click(keep);
    expect(dialog).toHaveAccessibleName('Your next delivery');
    expect(within(dialog).getByRole('button', { name: 'Ship now' })).toHaveFocus();
    expect(log.planWrites()).toEqual([]);
    log.stop();
  });

  it('ship now, confirmed: busy while the call hangs, one request for a double click, then today plus the interval', async () => {
    setScenario('active');
    const orders = () => mockStore.snapshot().orders.length;
    const ordersBefore = orders();
    const dialog = await openDialog();
    const release = holdAnswers('/autoShip/shipNow/:planId');
    const log = startRequestLog(server);
    await user.click(within(dialog).getByRole('button', { name: 'Ship now' }));
    expect(log.count('shipNow')).toBe(0);
    const button = within(dialog).getByRole('button', { name: 'Yes, ship and charge now' });

    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep my date' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedDate()).toBe(editModePayDate(new Date(Date.now() + 45 * DAY_MS).toISOString()));
    await expectPageShows(storedDate());
    expect(log.count('shipNow')).toBe(1);
    // The delivery shipped now is an order of today's.
    expect(orders()).toBe(ordersBefore + 1);
    log.stop();
    // Opened again, the dialog starts at its choices.
    await user.click(screen.getByRole('button', { name: 'Change next delivery' }));
    const again = await screen.findByRole('dialog', { name: 'Your next delivery' });
    expect(within(again).getByRole('button', { name: 'Ship now' })).toBeInTheDocument();
  });

  it('a new date: a past or too late day is refused with a message, and what was typed stays', async () => {
    setScenario('active');
    const dialog = await openDialog();
    const log = startRequestLog(server);
    const field = within(dialog).getByLabelText('New date for your next delivery');
    const submit = within(dialog).getByRole('button', { name: 'Move my delivery' });

    await user.click(submit);
    expect(field).toHaveAccessibleDescription('Please choose a date.');

    fireEvent.change(field, { target: { value: inputDay(-1) } });
    await user.click(submit);
    expect(field).toHaveAccessibleDescription(/^That date has passed\./);
    expect(field).toHaveValue(inputDay(-1));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: inputDay(46) } });
    await user.click(submit);
    expect(field).toHaveAccessibleDescription(/^That’s more than one interval away\./);
    expect(field).toHaveValue(inputDay(46));
    expect(log.count('changeNextPayDt')).toBe(0);
    log.stop();
  });

  it('a new date: held Enter sends one request and the page shows the server’s date', async () => {
    setScenario('active');
    const dialog = await openDialog();
    const release = holdAnswers('/autoShip/changeNextPayDt/:planId');
    const log = startRequestLog(server);
    const field = within(dialog).getByLabelText('New date for your next delivery');
    fireEvent.change(field, { target: { value: inputDay(10) } });

    // A held key repeats: each repeat submits the form again.
    for (let i = 0; i < 5; i += 1) fireEvent.submit(field);
    const submit = within(dialog).getByRole('button', { name: 'Move my delivery' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(log.count('changeNextPayDt')).toBe(1);
    const [year, month, day] = inputDay(10).split('-');
    expect(storedDate()).toBe(`${day}/${month}/${year}`);
    await expectPageShows(storedDate());
    log.stop();
  });

  it('a failure says what failed and why in our words, and the plan is unchanged', async () => {
    setScenario('active', { faults: { skipNextDelivery: { status: 500 } } });
    const before = storedDate();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Skip next delivery' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'We couldn’t skip your delivery. Something went wrong on our side. Please try again in a moment.',
      ),
    );
    expect(storedDate()).toBe(before);
    expect(within(dialog).getByRole('button', { name: 'Skip next delivery' })).toBeEnabled();
  });

  it('a plan paused on another device after the page loaded: refused (5007), our sentence, and the page shows where it stands', async () => {
    setScenario('active');
    const dialog = await openDialog();
    mockStore.pausePlan(storedPlan().planId);
    await user.click(within(dialog).getByRole('button', { name: 'Ship now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, ship and charge now' }));

    await screen.findByRole('heading', { name: 'Your autoship is paused' });
    expect(getToasts().map((toast) => toast.message)).toContain(
      `We couldn’t ship your order now. ${en['failure.cause.planChanged']}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing was ordered: the plan is paused, as the other device left it.
    expect(storedPlan().status).toBe(2);
  });

  it('is offered for an active plan only', async () => {
    setScenario('paused');
    renderManagePage();
    await waitForPlanLoaded();
    expect(screen.queryByRole('button', { name: 'Change next delivery' })).toBeNull();
  });
});
