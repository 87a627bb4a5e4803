import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { OperationId } from '#mocks/operations.ts';
import { mockStore } from '#mocks/store.ts';
import { addCalendarDays } from '#src/domain/dates/pay-date.ts';
import {
  renderManagePage,
  waitForPlanLoaded,
} from '#tests/unit/pages/autoship-manage/support/render-manage-page.tsx';
import { faultMatrix } from './fault-matrix-runner.tsx';
import type { MatrixFault, MatrixRow, RenderedPage } from './matrix-faults.ts';
import { expectOneToast, failureSentence, user } from './matrix-support.ts';

/**
 * The fault matrix rows of the account page's next-delivery dialog (skip, ship now, another
 * date): every failure says what failed in our words, the plan is unchanged and the dialog's
 * buttons are usable again, what was typed kept (the refusals, 5003 among them, are
 * refusal-matrix.test.tsx's).
 */

/** Ten days on, as `<input type=date>` holds it: inside every interval. */
function tenDaysOn(): string {
  const day = addCalendarDays(new Date(), 10);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function openDialog(): Promise<{ rendered: RenderedPage; dialog: HTMLElement }> {
  const rendered = renderManagePage();
  await waitForPlanLoaded(5000);
  await user.click(screen.getByRole('button', { name: 'Change next delivery' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Your next delivery' },
    { timeout: 20_000 },
  );
  return { rendered, dialog };
}

/**
 * `presses`: the buttons pressed in turn, the last of which sends the call (ship now asks once
 * more); after a failure that last button is usable again, in the dialog as it then is named.
 */
function row(
  operationId: OperationId,
  presses: readonly string[],
  what: string,
  typed: boolean,
  shownAs = 'Your next delivery',
): MatrixRow {
  let storedDate = '';
  const button = presses.at(-1) ?? '';
  return {
    page: 'account',
    operationId,
    scenario: 'active',
    act: async () => {
      const { rendered, dialog } = await openDialog();
      storedDate = mockStore.queryPlan()?.nextPayDt ?? '';
      if (typed) {
        const field = within(dialog).getByLabelText('New date for your next delivery');
        fireEvent.change(field, { target: { value: tenDaysOn() } });
      }
      for (const name of presses) await user.click(within(dialog).getByRole('button', { name }));
      return rendered;
    },
    expectFailure: async (fault: MatrixFault) => {
      await expectOneToast(failureSentence(fault, what));
      expect(mockStore.queryPlan()?.nextPayDt).toBe(storedDate);
      expect(screen.getByRole('heading', { name: 'Your autoship is active' })).toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: shownAs });
      const again = within(dialog).getByRole('button', { name: button });
      await waitFor(() => expect(again).toHaveAttribute('data-state', 'content'), {
        timeout: 20_000,
      });
      expect(again).toBeEnabled();
      if (typed) {
        expect(within(dialog).getByLabelText('New date for your next delivery')).toHaveValue(
          tenDaysOn(),
        );
      }
    },
  };
}

export default faultMatrix(import.meta.url, 'account page, next delivery', [
  row('skipNextDelivery', ['Skip next delivery'], 'skip your delivery', false),
  row(
    'shipNow',
    ['Ship now', 'Yes, ship and charge now'],
    'ship your order now',
    false,
    'Ship your next delivery now?',
  ),
  row('changeNextPayDt', ['Move my delivery'], 'move your delivery', true),
]);
