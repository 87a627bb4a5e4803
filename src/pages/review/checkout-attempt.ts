/**
 * One create-mode checkout attempt (spec section 4, steps 1–5, checkout-steps.ts), from the click
 * to the payment page or to whatever ended it. Loaded by `useReviewCheckout` when the page is
 * first idle or at the first click, not with the page: most of the page's code a shopper never
 * runs before paying is here.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { isApiError } from '#src/api/api-error.ts';
import {
  failureMessage,
  showServerMessage,
  unsaidFailureMessage,
} from '#src/api/failure-message.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { CHECKOUT_RELOAD_CODE } from '#src/domain/business-constants.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { rememberedPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { CHECKOUT_FAILED_WHAT, type CheckoutPhase } from './checkout-phase.ts';
import {
  CheckoutStop,
  planAtCheckout,
  readyToCheckout,
  requestPayUrl,
  stopCheckout,
  type ReviewCheckoutInput,
} from './checkout-steps.ts';
import { paymentUrlOf } from './review-navigation.ts';
import { beaconReviewEvent, REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';

/** What the attempt needs of the page: its cache, its router and its form's phase. */
export interface CheckoutControls {
  queryClient: QueryClient;
  navigate: (path: string) => void;
  setPhase: (phase: CheckoutPhase) => void;
  /** Code 5052: the page reloads after 2 s (once per attempt). */
  scheduleReload: () => void;
  /**
   * Aborted when the shopper leaves the review page (Back, a link): the calls in flight are
   * cancelled and nothing after them runs, so no payment page follows them where they went.
   */
  left: AbortSignal;
}

export async function runCheckout(
  latest: RefObject<ReviewCheckoutInput>,
  controls: CheckoutControls,
): Promise<void> {
  const { queryClient, navigate, setPhase, left } = controls;
  const address = await readyToCheckout(latest);
  if (!address || left.aborted) return;
  // Step 3: lock the form.
  setPhase('working');
  // The hand-off's code (step 5) downloads while the checkout calls run; a failed download fails
  // this attempt like a failed call.
  const handOff = import('#src/domain/payment/payment-hand-off.ts');
  handOff.catch(() => undefined);
  const { checkoutItems, daySpan, display } = latest.current;
  trackReviewEvent(REVIEW_EVENTS.checkoutStarted, { daySpan });
  try {
    const plan = await planAtCheckout(queryClient);
    if (left.aborted) return;
    const payUrl = await requestPayUrl(plan, {
      checkoutItems,
      daySpan,
      display,
      address,
      navigate,
      signal: left,
    });
    if (left.aborted) return;
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
    if (left.aborted) return;
    beaconReviewEvent(REVIEW_EVENTS.paymentRedirect, { daySpan });
    setPhase('redirecting');
    navigate(paymentHandOffPath(APP_PATHS.payment, url, rememberedPriceSummary()));
  } catch (error) {
    // The shopper left: the cancelled call is no failure to show on the page they went to.
    if (left.aborted) return;
    failed(error, controls);
  }
}

/** Whatever ended the attempt after the form locked: what is left to say, and the phase. */
function failed(error: unknown, { setPhase, scheduleReload }: CheckoutControls): void {
  if (error instanceof CheckoutStop) {
    // Out of stock: the builder is opening, so the form stays locked until it has.
    if (error.reason !== 'no-stock') setPhase('idle');
    return;
  }
  // Spec section 8: checkout's calls show the server's msg (5052's too, before the reload).
  showServerMessage(error);
  if (isApiError(error) && error.code === CHECKOUT_RELOAD_CODE) {
    // Spec section 8: reload after 2 s. Once per attempt; the form stays locked meanwhile.
    trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'reload', code: error.code });
    setPhase('reloading');
    scheduleReload();
    return;
  }
  // Something when the server sent no msg.
  const unsaid = unsaidFailureMessage(CHECKOUT_FAILED_WHAT, error);
  if (unsaid) showToast(unsaid);
  trackReviewEvent(REVIEW_EVENTS.checkoutFailed, {
    reason: 'server',
    code: isApiError(error) ? error.code : null,
  });
  setPhase('idle');
}
