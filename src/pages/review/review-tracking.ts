import { getStoreContext } from '#src/api/store-context.ts';
import { beaconEvent, trackEvent } from '#src/api/tracking.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';

/**
 * Spec section 7 numbers 5_3_1 and 5_4 without saying when: 5_3_1 when the form locks (step 3),
 * 5_4 as the browser leaves for payment (step 5).
 */
export const REVIEW_EVENTS = Object.freeze({
  checkoutClicked: TRACKING_STEPS.checkoutClicked,
  checkoutStarted: TRACKING_STEPS.checkout531,
  paymentRedirect: TRACKING_STEPS.checkout54,
  checkoutFailed: TRACKING_STEPS.checkoutFailed,
  paymentCancelled: TRACKING_STEPS.paymentCancelled,
});

export type ReviewEvent = (typeof REVIEW_EVENTS)[keyof typeof REVIEW_EVENTS];

/** Anonymous visitors' events go by beacon, the one trace call needing no credential. */
export function trackReviewEvent(step: ReviewEvent, details?: Record<string, unknown>): void {
  if (getStoreContext().isLoggedIn) trackEvent(step, details);
  else beaconEvent(step, details);
}

/** The browser is leaving for the payment page. */
export function beaconReviewEvent(step: ReviewEvent, details?: Record<string, unknown>): void {
  beaconEvent(step, details);
}
