import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { describe, expect, it } from 'vitest';
import { setStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { answerPost, success } from '#tests/unit/api/api-test-helpers.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderReviewPage, storedPlan, waitForReview } from './support/render-review-page.tsx';

const user = setupUser({ delay: null });

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });
const termsBox = () => screen.getByRole('checkbox', { name: /autoship terms/ });

/** The draft's review page, ready to check out: address loaded, terms ticked. */
async function readyToPay() {
  const page = renderReviewPage();
  await waitForReview();
  await waitFor(() => expect(screen.getByTestId('review-address')).toHaveTextContent('Market'));
  await user.click(termsBox());
  return page;
}

/** The checkout call answers this payment URL (the draft is rebuilt, then checked out). */
function checkoutAnswers(worldPayUrl: string) {
  const planId = storedPlan().planId;
  answerPost('/autoShip/checkout', () => success({ planId, worldPayUrl }));
}

describe(
  'review checkout goes through the payment hand-off (spec section 2)',
  { timeout: 60_000 },
  () => {
    it('the hand-off gets subtotal, saving, total and url, shows the review page’s summary, then the stand-in', async () => {
      setScenario('draft');
      setStoreContext({ autoship: { freightFeeCents: 499 } });
      const page = await readyToPay();
      const summary = {
        subtotal: screen.getByTestId('price-subtotal').textContent,
        total: screen.getByTestId('price-total').textContent,
      };

      await user.click(checkoutButton());
      await waitFor(() => expect(page.payments).toHaveLength(1));

      expect(page.location.pathname).toBe(APP_PATHS.payment);
      const params = new URLSearchParams(page.location.search);
      expect([...params.keys()]).toEqual(['subtotal', 'saving', 'total', 'url']);
      expect(params.get('url')).toMatch(/\/__mock\/hosted-payment\?planId=880001$/);
      expect(Number(params.get('subtotal')) - Number(params.get('total'))).toBe(
        Number(params.get('saving')),
      );
      expect(screen.getByTestId('price-subtotal').textContent).toBe(summary.subtotal);
      expect(screen.getByTestId('price-total').textContent).toBe(summary.total);
      expect(page.payments).toEqual(['/__mock/hosted-payment?planId=880001']);
    });

    it('a payment URL on a host the store does not list is not followed', async () => {
      setScenario('draft');
      setStoreContext({ paymentHosts: ['pay.provider.example'] });
      checkoutAnswers('https://evil.example/pay?session=1');
      const page = await readyToPay();

      await user.click(checkoutButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'does not lead to our payment provider',
      );
      expect(page.payments).toEqual([]);
    });

    it.each(['http://pay.provider.example/pay', 'javascript:alert(1)', '//pay.provider.example/x'])(
      // The contract allows only https payment URLs: such an answer is off the contract, so the
      // checkout fails on the review page (our side, not the shopper's connection) before any
      // hand-off, and nothing is followed.
      'a payment URL %s is an answer off the contract: the checkout fails, nothing is followed',
      async (worldPayUrl) => {
        setScenario('draft');
        setStoreContext({ paymentHosts: ['pay.provider.example'] });
        checkoutAnswers(worldPayUrl);
        const page = await readyToPay();

        await user.click(checkoutButton());
        expect(await screen.findByRole('alert')).toHaveTextContent('on our side');
        expect(page.location.pathname).toBe(APP_PATHS.review);
        expect(page.payments).toEqual([]);
      },
    );

    it('a payment URL on a listed https host is followed', async () => {
      setScenario('draft');
      setStoreContext({ paymentHosts: ['pay.provider.example'] });
      checkoutAnswers('https://pay.provider.example/s/42');
      const page = await readyToPay();

      await user.click(checkoutButton());
      await waitFor(() => expect(page.payments).toEqual(['https://pay.provider.example/s/42']));
    });
  },
);
