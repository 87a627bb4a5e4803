import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { SEED_VARIANTS } from '#mocks/scenarios/seeds.ts';
import { mockStore } from '#mocks/store.ts';
import { setupUser } from '#tests/support/user.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderReviewPage, waitForReview } from './support/render-review-page.tsx';

/**
 * openapi.yaml (toCheckoutCar): a rebuild's lines are the lines sent, so the review page of a
 * draft sends the gift the shopper sees as a line of its own, and the plan paid for keeps it.
 */
const user = setupUser({ delay: null });
let rebuilds: unknown[];

function recordRebuild({ request }: { request: Request }) {
  if (!request.url.includes('/autoShip/toCheckoutCar')) return;
  void request
    .clone()
    .json()
    .then((body: unknown) => rebuilds.push(body))
    .catch(() => undefined);
}

beforeEach(() => {
  localStorage.clear();
  rebuilds = [];
  server.events.on('request:start', recordRebuild);
});
afterEach(() => {
  server.events.removeListener('request:start', recordRebuild);
  localStorage.clear();
});

/** The draft scenario's plan with the travel case as its gift. */
function draftWithGift(): void {
  setScenario('draft');
  const state = mockStore.snapshot();
  if (!state.plan) throw new Error('the draft scenario has a plan');
  state.plan.orderItemList.push({
    productId: 7400009,
    variantId: SEED_VARIANTS.travelCaseBlack,
    variantNum: 1,
    isGift: 1,
    productTitle: 'Travel Case',
    options: 'Black',
    price: 0,
    comparePrice: 999,
  });
  mockStore.reset(state.scenario, state, state.faults);
}

describe('review page, a draft with a gift', { timeout: 60_000 }, () => {
  it('rebuilds the plan with the gift as a line, and the plan keeps it', async () => {
    draftWithGift();
    const page = renderReviewPage();
    await waitForReview();
    await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
    await user.click(screen.getByRole('checkbox', { name: /autoship terms/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(page.payments).toHaveLength(1));

    expect(rebuilds).toHaveLength(1);
    expect(rebuilds[0]).toMatchObject({
      orderItemList: expect.arrayContaining([
        { productId: 7400009, variantId: SEED_VARIANTS.travelCaseBlack, variantNum: 1 },
      ]),
    });
    const gifts = mockStore.queryPlan()?.orderItemList.filter((item) => item.isGift === 1);
    expect(gifts?.map((item) => item.variantId)).toEqual([SEED_VARIANTS.travelCaseBlack]);
  });
});
