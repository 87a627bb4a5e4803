import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { mockStore } from '#mocks/store.ts';
import { CANCEL_OTHER_MAX, CANCEL_REASON_STEP } from '#src/domain/tracking/cancel-reason.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// Delete with care: the reason asked, sent as an event; pause offered instead.
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

async function openDeleteDialog(scenario: 'active' | 'paused') {
  setScenario(scenario);
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

  it('no reason is needed: the delete goes, the event says none was given', async () => {
    const dialog = await openDeleteDialog('paused');
    // A paused plan cannot pause again: no such offer.
    expect(within(dialog).queryByRole('button', { name: 'Pause instead' })).toBeNull();
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
