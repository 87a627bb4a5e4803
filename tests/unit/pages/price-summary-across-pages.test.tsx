import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderBuilder, waitForProducts } from './buildplan/support/render-builder.tsx';
import {
  renderManagePage,
  waitForPlanLoaded,
} from './autoship-manage/support/render-manage-page.tsx';
import {
  cachePlan,
  renderReviewPage,
  storedPlan,
  waitForReview,
} from './review/support/render-review-page.tsx';

interface ShownSummary {
  subtotal: string;
  saving: string | null;
  total: string;
}

function shownSummary(): ShownSummary {
  return {
    subtotal: screen.getByTestId('price-subtotal').textContent ?? '',
    saving: screen.queryByTestId('price-saving')?.textContent ?? null,
    total: screen.getByTestId('price-total').textContent ?? '',
  };
}

describe('one price summary for one plan on every page', { timeout: 60_000 }, () => {
  it('account, review and builder show the same subtotal, saving and total with the store’s freight fee and slide tiers', async () => {
    setScenario('active');
    // 2 × Classic Tobacco Pods + 1 × Fresh Mint: 3 items reach the 10 % tier.
    setStoreContext({
      autoship: {
        freightFeeCents: 499,
        slideDiscountTiers: [{ minQuantity: 3, rate: 0.1 }],
        allowedPurchaseCountries: ['US'],
      },
    });
    const plan = storedPlan();

    renderManagePage();
    await waitForPlanLoaded();
    const account = shownSummary();
    cleanup();

    renderReviewPage(APP_PATHS.review);
    await waitForReview();
    await waitFor(() => expect(screen.getByTestId('price-total')).toBeInTheDocument());
    const review = shownSummary();
    cleanup();

    cachePlan(plan);
    renderBuilder();
    await waitForProducts();
    const builder = shownSummary();

    // 2 × 12.99 + 17.99 = 43.97, 10 % off: 39.57.
    expect(review.total).toBe('$39.57');
    expect(account).toEqual(review);
    expect(builder).toEqual(review);
  });
});
