import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { SEED_VARIANTS } from '#mocks/scenarios/seeds.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { startRequestLog, type RequestLog } from '#tests/support/request-log.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import {
  cachePlan,
  renderReviewPage,
  storedPlan,
  waitForReview,
} from './support/render-review-page.tsx';

const user = setupUser({ delay: null });

let requests: RequestLog;
beforeEach(() => {
  localStorage.clear();
  requests = startRequestLog(server);
});
afterEach(() => {
  requests.stop();
  localStorage.clear();
});

/**
 * What a visitor built before signing in, as the builder leaves it: 5 packs of the account
 * plan's first flavour every 60 days (the account's plan: 2 flavours, 3 packs, every 45 days),
 * marked as a guest's plan.
 */
function cacheGuestPlan() {
  const account = storedPlan();
  const [first] = account.orderItemList.filter((item) => item.isGift !== 1);
  if (!first) throw new Error('the seed plan has no pods');
  cachePlan({ ...account, daySpan: 60, orderItemList: [{ ...first, variantNum: 5 }] });
  localStorage.setItem(STORAGE_KEYS.guestPlan, 'true');
}

const choice = () => screen.getByRole('group', { name: 'Which plan do you want to keep?' });

describe(
  'a plan built as a visitor meets the account’s plan after sign-in',
  { timeout: 60_000 },
  () => {
    it('the shopper is asked, nothing is replaced meanwhile; keeping the built plan reviews and saves it', async () => {
      setScenario('active');
      cacheGuestPlan();
      const page = renderReviewPage();
      await waitForReview();
      expect(within(choice()).getByTestId('guest-plan-built')).toHaveTextContent(
        'The plan you just built: 5 packs every 60 days',
      );
      expect(within(choice()).getByTestId('guest-plan-account')).toHaveTextContent(
        'Your account’s plan: 3 packs every 45 days',
      );
      // No review of either plan (and so no save or checkout) until the shopper answers.
      expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
      expect(screen.queryByTestId('plan-item')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Keep the plan I just built' }));
      await waitFor(() => expect(page.location.search).toBe('?type=REVIEW_EDIT'));
      expect(localStorage.getItem(STORAGE_KEYS.guestPlan)).toBeNull();
      expect(await screen.findAllByTestId('plan-item')).toHaveLength(1);
      expect(screen.getByRole('radio', { name: '60 days' })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(requests.count('changePlan')).toBe(1));
      await waitFor(() => expect(storedPlan().daySpan).toBe(60));
      const pods = storedPlan().orderItemList.filter((item) => item.isGift !== 1);
      expect(pods.map((item) => [item.variantId, item.variantNum])).toEqual([
        [SEED_VARIANTS.classicTobacco2, 5],
      ]);
    });

    it('keeping the account’s plan drops the built one and opens the account page', async () => {
      setScenario('active');
      cacheGuestPlan();
      const page = renderReviewPage();
      await waitForReview();
      await user.click(within(choice()).getByRole('button', { name: 'Keep my account’s plan' }));
      await waitFor(() => expect(page.location.pathname).toBe(APP_PATHS.manage));
      expect(localStorage.getItem(STORAGE_KEYS.planData)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.productData)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.guestPlan)).toBeNull();
      expect(requests.count('changePlan')).toBe(0);
      expect(storedPlan().daySpan).toBe(45);
    });

    it('an account without a plan: nothing to choose, the built plan goes to checkout', async () => {
      setScenario('active');
      cacheGuestPlan();
      setScenario('no-plan');
      renderReviewPage();
      await waitForReview();
      expect(screen.queryByRole('group', { name: 'Which plan do you want to keep?' })).toBeNull();
      expect(screen.getAllByTestId('plan-item')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.guestPlan)).toBeNull());
    });

    it('still not signed in: no choice yet, the mark waits for sign-in', async () => {
      setScenario('active');
      cacheGuestPlan();
      setScenario('anonymous');
      renderReviewPage();
      await waitForReview();
      expect(screen.queryByRole('group', { name: 'Which plan do you want to keep?' })).toBeNull();
      expect(screen.getAllByTestId('plan-item')).toHaveLength(1);
      expect(localStorage.getItem(STORAGE_KEYS.guestPlan)).toBe('true');
    });
  },
);
