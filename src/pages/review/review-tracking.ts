import { getStoreContext } from '#src/api/store-context.ts';
import { beaconEvent, trackEvent } from '#src/api/tracking.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';

/**
 * The checkout events of spec section 7. The spec numbers 5_3_1 and 5_4 without saying when they
 * fire, so this page fixes it, following the steps of section 4:
 * - checkout clicked: the checkout button is pressed (before any check);
 * - 5_3_1: the checks passed, the form locks and checkout starts (step 3);
 * - 5_4: the payment URL arrived and the browser is sent to it (step 5);
 * - checkout failed: no address, terms not ticked, plan query failed, the server refused;
 * - payment cancelled: the page opened with type=cancel (back from the payment page).
 */
export const REVIEW_EVENTS = Object.freeze({
  checkoutClicked: TRACKING_STEPS.checkoutClicked,
  checkoutStarted: TRACKING_STEPS.checkout531,
  paymentRedirect: TRACKING_STEPS.checkout54,
  checkoutFailed: TRACKING_STEPS.checkoutFailed,
  paymentCancelled: TRACKING_STEPS.paymentCancelled,
});

export type ReviewEvent = (typeof REVIEW_EVENTS)[keyof typeof REVIEW_EVENTS];

/**
 * Sends one event. Anonymous visitors' events go by beacon, the one trace call that needs no
 * credential (the others would answer 401).
 */
export function trackReviewEvent(step: ReviewEvent, details?: Record<string, unknown>): void {
  if (getStoreContext().isLoggedIn) trackEvent(step, details);
  else beaconEvent(step, details);
}

/** An event sent as the page unloads (the browser leaves for the payment page): a beacon. */
export function beaconReviewEvent(step: ReviewEvent, details?: Record<string, unknown>): void {
  beaconEvent(step, details);
}
