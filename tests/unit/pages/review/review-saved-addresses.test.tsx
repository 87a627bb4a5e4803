import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderReviewPage, waitForReview } from './support/render-review-page.tsx';

const user = setupUser({ delay: null });

let requests: RequestLog;
beforeEach(() => {
  requests = startRequestLog(server);
});
afterEach(() => requests.stop());

it('saved addresses that failed on load: hovering, then opening the form asks once more, not twice', async () => {
  setScenario('draft', { faults: { queryCustomerAddress: { status: 500 } } });
  renderReviewPage();
  await waitForReview(5000);
  await waitFor(() => expect(requests.count('queryCustomerAddress')).toBe(1));

  const open = await screen.findByText('Add an address');
  // The pointer rests on the button a while before the click: the prefetch on hover must not
  // ask for a list that has just failed (the form asks when it opens).
  await user.hover(open);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests.count('queryCustomerAddress')).toBe(1);
  await user.click(open);

  // The form opens on a new address, with nothing claimed from the list.
  expect(await screen.findByRole('button', { name: 'Use this address' })).toBeEnabled();
  expect(screen.getByLabelText('Address')).toHaveValue('');
  await waitFor(() => expect(requests.count('queryCustomerAddress')).toBe(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests.count('queryCustomerAddress')).toBe(2);
});
