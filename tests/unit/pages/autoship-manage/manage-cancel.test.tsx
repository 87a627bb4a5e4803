import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { editModePayDate } from '#src/domain/dates/pay-date.ts';
import { CANCEL_OTHER_MAX, CANCEL_REASON_STEP } from '#src/domain/tracking/cancel-reason.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// Delete with care: the reason asked, sent as an event; pause or skip offered instead.
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => requests.stop());

function reasonEvents() {
  return mockStore.traceEvents({ step: CANCEL_REASON_STEP });
}

async function openDeleteDialog(
  scenario: 'active' | 'paused',
  options?: Parameters<typeof setScenario>[1],
) {
  setScenario(scenario, options);
  renderManagePage();
  await waitForPlanLoaded();
  await user.click(screen.getByRole('button', { name: 'Delete plan' }));
  return screen.findByRole('dialog', { name: 'Delete your autoship?' });
}

describe('manage page: delete asks why and offers pause', { timeout: TEST_TIMEOUT_MS }, () => {
  it('asks a reason; "Other" takes the shopper’s words, sent as text, trimmed, with the delete', async () => {
    const dialog = await openDeleteDialog('active');
    // The safe choice has focus; the reasons are a group of radio buttons.
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus();
    const reasons = within(dialog).getByRole('group', { name: /tell us why you’re leaving/ });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'too_much_product',
      'too_expensive',
      'not_using',
      'delivery_timing',
      'trying_other',
      'other',
    ]);

    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    const text = within(dialog).getByRole('textbox', { name: 'Tell us more (optional)' });
    await user.type(text, '   <b>Too</b> many\n\n emails <script>alert(1)</script>  ');
    // What is typed stays text: no element is made of it.
    expect(dialog.querySelector('b, script')).toBeNull();

    const planId = mockStore.queryPlan()?.planId;
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    expect(mockStore.queryPlan()).toBeNull();
    expect(requests.count('terminatePlan')).toBe(1);
    expect(requests.count('pausePlan')).toBe(0);
    await waitFor(() => expect(reasonEvents()).toHaveLength(1));
    expect(reasonEvents()[0]?.details).toEqual({
      planId,
      reason: 'other',
      other: '<b>Too</b> many emails <script>alert(1)</script>',
      outcome: 'delete',
    });
    await waitFor(() => expect(mockStore.traceEvents({ step: '7_3' })).toHaveLength(1));
  });

  it('"Pause instead" pauses the plan: a pause call, no terminate, the plan kept', async () => {
    const dialog = await openDeleteDialog('active');
    expect(dialog).toHaveTextContent('Need a break rather than a goodbye?');
    await user.click(within(dialog).getByRole('radio', { name: 'It costs too much' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pause instead' }));

    const heading = await screen.findByRole('heading', { name: 'Your autoship is paused' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockStore.queryPlan()?.status).toBe(2);
    expect(requests.count('pausePlan')).toBe(1);
    expect(requests.count('terminatePlan')).toBe(0);
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(reasonEvents()).toHaveLength(1));
    expect(reasonEvents()[0]?.details).toMatchObject({ reason: 'too_expensive', outcome: 'pause' });
    expect(reasonEvents()[0]?.details).not.toHaveProperty('other');
    await waitFor(() => expect(mockStore.traceEvents({ step: '7_1' })).toHaveLength(1));
    expect(mockStore.traceEvents({ step: '7_3' })).toHaveLength(0);
  });

  it('"Skip the next delivery instead" skips once, keeps the plan and shows the server’s date', async () => {
    const dialog = await openDeleteDialog('active');
    const before = mockStore.queryPlan()?.nextPayDt;
    await user.click(within(dialog).getByRole('radio', { name: 'I have more than I need' }));
    await user.dblClick(
      within(dialog).getByRole('button', { name: 'Skip the next delivery instead' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = mockStore.queryPlan();
    expect(stored?.status).toBe(1);
    expect(stored?.nextPayDt).not.toBe(before);
    const shown = editModePayDate(stored?.nextPayDt);
    if (!shown) throw new Error('the stored plan has no next pay date');
    await waitFor(() => expect(screen.getByTestId('plan-next-pay-date')).toHaveTextContent(shown));
    expect(requests.count('skipNextDelivery')).toBe(1);
    expect(requests.count('terminatePlan') + requests.count('pausePlan')).toBe(0);
    await waitFor(() => expect(reasonEvents()).toHaveLength(1));
    expect(reasonEvents()[0]?.details).toEqual({
      planId: stored?.planId,
      reason: 'too_much_product',
      outcome: 'skip',
    });
  });

  it('a failed skip says why in our words and keeps the dialog and the reason', async () => {
    const dialog = await openDeleteDialog('active', {
      faults: { skipNextDelivery: { status: 500 } },
    });
    const before = mockStore.queryPlan()?.nextPayDt;
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), 'Too many at once');
    const skip = within(dialog).getByRole('button', { name: 'Skip the next delivery instead' });
    await user.click(skip);

    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'We couldn’t skip your delivery. Something went wrong on our side. Please try again in a moment.',
      ),
    );
    await waitFor(() => expect(skip).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Delete your autoship?' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Too many at once');
    expect(mockStore.queryPlan()?.nextPayDt).toBe(before);
    expect(requests.count('skipNextDelivery')).toBe(1);
    expect(requests.count('terminatePlan')).toBe(0);
  });

  it('no reason is needed: the delete goes, the event says none was given', async () => {
    const dialog = await openDeleteDialog('paused');
    // A paused plan cannot pause again: no such offer.
    expect(within(dialog).queryByRole('button', { name: 'Pause instead' })).toBeNull();
    expect(
      within(dialog).queryByRole('button', { name: 'Skip the next delivery instead' }),
    ).toBeNull();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete plan' }));

    await screen.findByRole('heading', { name: 'You don’t have an autoship plan yet' });
    expect(requests.count('terminatePlan')).toBe(1);
    await waitFor(() => expect(reasonEvents()).toHaveLength(1));
    expect(reasonEvents()[0]?.details).toMatchObject({ reason: 'not_given', outcome: 'delete' });
  });

  it('closing the dialog sends nothing, and the next opening starts afresh', async () => {
    const dialog = await openDeleteDialog('active');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), 'x'.repeat(CANCEL_OTHER_MAX + 20));
    // The field holds no more than the event carries.
    expect(within(dialog).getByRole('textbox')).toHaveValue('x'.repeat(CANCEL_OTHER_MAX));
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    const again = await screen.findByRole('dialog', { name: 'Delete your autoship?' });
    expect(within(again).getByRole('radio', { name: 'Other' })).not.toBeChecked();
    expect(within(again).queryByRole('textbox')).toBeNull();
    expect(requests.count('terminatePlan') + requests.count('pausePlan')).toBe(0);
    expect(reasonEvents()).toHaveLength(0);
  });
});
