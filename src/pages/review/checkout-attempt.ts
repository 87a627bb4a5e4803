/**
 * One create-mode checkout attempt (spec section 4). Loaded at idle or on the first click, not with
 * the page: most code a shopper runs only to pay is here.
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
import { paymentHandOffPath } from '#src/domain/payment/payment-hand-off.ts';
import { toCheckoutItems } from '#src/domain/plan/plan-payload.ts';
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
import { planAsItNowIs } from '#src/features/plan/plan-write.ts';
import { paymentUrlOf } from './review-navigation.ts';
import { beaconReviewEvent, REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';

export interface CheckoutControls {
  queryClient: QueryClient;
  navigate: (path: string) => void;
  setPhase: (phase: CheckoutPhase) => void;
  /** Code 5052: reload after 2 s, once per attempt. */
  scheduleReload: () => void;
  /** The shopper left (Back, a link): nothing after the calls in flight runs. */
  left: AbortSignal;
}

export async function runCheckout(
  latest: RefObject<ReviewCheckoutInput>,
  controls: CheckoutControls,
): Promise<void> {
  const { queryClient, navigate, setPhase, left } = controls;
  const address = await readyToCheckout(latest);
  if (!address || left.aborted) return;
  setPhase('working');
  const { checkoutSource, daySpan, display } = latest.current;
  trackReviewEvent(REVIEW_EVENTS.checkoutStarted, { daySpan });
  try {
    const plan = await planAtCheckout(queryClient);
    if (left.aborted) return;
    const payUrl = await requestPayUrl(plan, {
      checkoutItems: toCheckoutItems(checkoutSource),
      daySpan,
      display,
      address,
      navigate,
      signal: left,
    });
    if (left.aborted) return;
    // Step 5 (spec section 2): the hand-off follows the url only to a host the store lists.
    const url = paymentUrlOf(payUrl);
    if (!url) {
      // Off the contract: the server's side, not the shopper's.
      showToast(failureMessage(CHECKOUT_FAILED_WHAT, null));
      reportError('CHECKOUT_ERROR', { step: 'payment-url', value: String(payUrl) });
      stopCheckout('payment-url');
    }
    beaconReviewEvent(REVIEW_EVENTS.paymentRedirect, { daySpan });
    setPhase('redirecting');
    navigate(paymentHandOffPath(APP_PATHS.payment, url, rememberedPriceSummary()));
  } catch (error) {
    // The shopper left: nothing to show on the page they went to.
    if (left.aborted) return;
    failed(error, controls);
  }
}

function failed(error: unknown, { queryClient, setPhase, scheduleReload }: CheckoutControls): void {
  if (error instanceof CheckoutStop) {
    // Out of stock: the form stays locked while the builder opens.
    if (error.reason !== 'no-stock') setPhase('idle');
    return;
  }
  // A refusal whose meaning we know (the plan gone or changed meanwhile) is said in our words
  // below, and the page goes on from the plan as it now is.
  void planAsItNowIs(queryClient, error);
  // Spec section 8: checkout shows the server's msg (5052's too).
  showServerMessage(error);
  if (isApiError(error) && error.code === CHECKOUT_RELOAD_CODE) {
    // Spec section 8: reload after 2 s.
    trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'reload', code: error.code });
    setPhase('reloading');
    scheduleReload();
    return;
  }
  const unsaid = unsaidFailureMessage(CHECKOUT_FAILED_WHAT, error);
  if (unsaid) showToast(unsaid);
  trackReviewEvent(REVIEW_EVENTS.checkoutFailed, {
    reason: 'server',
    code: isApiError(error) ? error.code : null,
  });
  setPhase('idle');
}
