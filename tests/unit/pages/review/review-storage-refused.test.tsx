import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockStore } from '#mocks/store.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { toAsPlanData, toAsProductData } from '#src/domain/plan/plan-cache.ts';
import { toPlanDisplayData } from '#src/domain/plan/plan-display.ts';
import {
  forgetTabCopies,
  getJson,
  setJson,
  STORAGE_KEYS,
} from '#src/domain/storage/local-storage.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderReviewPage, waitForReview } from './support/render-review-page.tsx';

// Spec section 8's local-storage path with storage full or refused: the builder's plan reaches
// this page in the tab (local-storage.ts), which says what that means; a reload finds nothing,
// and the spec's own message and way back follow.
const user = setupUser({ delay: null });
const TAB_ONLY =
  'Your browser didn’t let us save your plan on this device (its storage is full or turned off). You can still go on and pay in this tab, but if you reload or leave it, you’ll need to build your plan again.';

afterEach(() => localStorage.clear());

/** The builder's Continue with a full storage: both keys written as far as it lets them. */
function builderWroteWithStorageFull() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const plan = mockStore.queryPlan();
  if (!plan) throw new Error('the scenario has no plan');
  const display = toPlanDisplayData({ ...plan, planId: 0 });
  setJson(STORAGE_KEYS.planData, toAsPlanData(display));
  setJson(STORAGE_KEYS.productData, toAsProductData(display));
}

describe('review page, storage full', { timeout: 60_000 }, () => {
  it('shows the plan from this tab, says so, and the shopper pays in this tab', async () => {
    setScenario('draft');
    builderWroteWithStorageFull();
    setScenario('no-plan');
    const page = renderReviewPage();
    await waitForReview();
    expect(await screen.findByTestId('tab-only-notice')).toHaveTextContent(TAB_ONLY);
    await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
    await user.click(screen.getByRole('checkbox', { name: /autoship terms/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(page.payments).toHaveLength(1));
    // Built on the server: a payment page left and come back from finds the plan there.
    expect(mockStore.queryPlan()).toMatchObject({ status: 0 });
    expect(getJson(STORAGE_KEYS.planData)).not.toBeNull();
  });

  it('a reload loses it: the spec’s local-cache message, and back to the builder', async () => {
    setScenario('draft');
    builderWroteWithStorageFull();
    forgetTabCopies();
    setScenario('no-plan');
    const page = renderReviewPage();
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'The local cache function is invalid, please go back to the previous step and try again or change the browser!',
      ),
    );
    expect(screen.queryByTestId('tab-only-notice')).toBeNull();
    await waitFor(() => expect(page.location.pathname).toBe(APP_PATHS.buildPlan), {
      timeout: 10_000,
    });
  });
});
