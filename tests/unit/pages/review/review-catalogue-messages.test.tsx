import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { CREATE_PROPS_INVALID } from '#src/domain/messages.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { startRequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import {
  cachePlan,
  renderReviewPage,
  storedPlan,
  waitForReview,
} from './support/render-review-page.tsx';

const user = setupUser({ delay: null });
const toastMessages = () => getToasts().map((toast) => toast.message);

afterEach(() => localStorage.clear());

describe('the catalogue’s createProps message (spec section 8)', { timeout: 60_000 }, () => {
  it('createProps function invalid!: cached items without a quantity cannot make a create payload; nothing is sent', async () => {
    setScenario('draft');
    cachePlan(storedPlan());
    setScenario('no-plan');
    const text = localStorage.getItem(STORAGE_KEYS.productData) ?? '{}';
    const productData = JSON.parse(text) as { productData: { num: number }[] };
    for (const item of productData.productData) item.num = 0;
    localStorage.setItem(STORAGE_KEYS.productData, JSON.stringify(productData));
    const requests = startRequestLog(server);
    try {
      renderReviewPage();
      await waitForReview();
      await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
      await user.click(screen.getByRole('checkbox', { name: /autoship terms/ }));
      await user.click(screen.getByRole('button', { name: 'Checkout' }));
      await waitFor(() => expect(toastMessages()).toContain(CREATE_PROPS_INVALID));
      expect(requests.count('toCheckoutCar')).toBe(0);
      expect(requests.count('checkout')).toBe(0);
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    } finally {
      requests.stop();
    }
  });
});
