import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '#src/api/api-error.ts';
import { failureMessage, unsaidFailureMessage } from '#src/api/failure-message.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { CHECKOUT_RELOAD_CODE, REVIEW_RELOAD_MS } from '#src/domain/business-constants.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { rememberedPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import {
  CheckoutStop,
  planAtCheckout,
  readyToCheckout,
  requestPayUrl,
  stopCheckout,
  type ReviewCheckoutInput,
} from './checkout-steps.ts';
import { paymentUrlOf, reviewNavigation } from './review-navigation.ts';
import { beaconReviewEvent, REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';

/** What failed, in the failure message that names its cause (`failureMessage`). */
const CHECKOUT_FAILED_WHAT = 'start your payment';

export type CheckoutPhase = 'idle' | 'working' | 'redirecting' | 'reloading';

/**
 * Create-mode checkout, spec section 4, steps 1–5 (checkout-steps.ts), single-flight: one click
 * is one checkout however fast the clicks or Enter presses come (the shared synchronous guard).
 * Failures show the server's msg (the API client's toast) or a message of ours when there was
 * none, unlock the form and keep everything typed. Code 5052 reloads the page after 2 s, once per
 * attempt: the form stays locked until then, so a second attempt cannot queue a second reload.
 */
export function useReviewCheckout(input: ReviewCheckoutInput) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  async function attempt(): Promise<void> {
    const address = await readyToCheckout(latest);
    if (!address) return;
    // Step 3: lock the form.
    setPhase('working');
    // The hand-off's code (step 5) downloads while the checkout calls run, not with the page; a
    // failed download fails this attempt like a failed call.
    const handOff = import('#src/domain/payment/payment-hand-off.ts');
    handOff.catch(() => undefined);
    const { checkoutItems, daySpan, display } = latest.current;
    trackReviewEvent(REVIEW_EVENTS.checkoutStarted, { daySpan });
    try {
      const plan = await planAtCheckout(queryClient);
      const payUrl = await requestPayUrl(plan, {
        checkoutItems,
        daySpan,
        display,
        address,
        navigate,
      });
      // Step 5: the payment page, through the hand-off (spec section 2): it shows the summary
      // kept globally (spec section 3; url alone without one) and follows the url only to a
      // host the store lists, so a server answer cannot send the shopper just anywhere.
      const url = paymentUrlOf(payUrl);
      if (!url) {
        // An answer without a usable URL is off the contract: the server's side, not the shopper's.
        showToast(failureMessage(CHECKOUT_FAILED_WHAT, null));
        reportError('CHECKOUT_ERROR', { step: 'payment-url', value: String(payUrl) });
        stopCheckout('payment-url');
      }
      const { paymentHandOffPath } = await handOff;
      beaconReviewEvent(REVIEW_EVENTS.paymentRedirect, { daySpan });
      setPhase('redirecting');
      navigate(paymentHandOffPath(APP_PATHS.payment, url, rememberedPriceSummary()));
    } catch (error) {
      failed(error);
    }
  }

  /** Whatever ended the attempt after the form locked: what is left to say, and the phase. */
  function failed(error: unknown): void {
    if (error instanceof CheckoutStop) {
      // Out of stock: the builder is opening, so the form stays locked until it has.
      if (error.reason !== 'no-stock') setPhase('idle');
      return;
    }
    if (isApiError(error) && error.code === CHECKOUT_RELOAD_CODE) {
      // Spec section 8: reload after 2 s. Once per attempt; the form stays locked meanwhile.
      trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'reload', code: error.code });
      setPhase('reloading');
      if (!reloadTimer.current) {
        reloadTimer.current = setTimeout(() => reviewNavigation.reload(), REVIEW_RELOAD_MS);
      }
      return;
    }
    // The API client already showed the server's msg; say something when there was none.
    const unsaid = unsaidFailureMessage(CHECKOUT_FAILED_WHAT, error);
    if (unsaid) showToast(unsaid);
    trackReviewEvent(REVIEW_EVENTS.checkoutFailed, {
      reason: 'server',
      code: isApiError(error) ? error.code : null,
    });
    setPhase('idle');
  }

  function start(): void {
    if (phase === 'reloading' || phase === 'redirecting') return;
    void flight.run(attempt);
  }

  return { start, phase, busy: flight.busy || phase !== 'idle' };
}
