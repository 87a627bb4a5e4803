// The step names on their own: a page names its events without downloading the event builder
// (src/api/tracking.ts loads it with the first event).

/**
 * The steps. The spec numbers the account (7_x) and checkout (5_x) events; it names the others
 * without a code, so they get snake_case names that say what happened.
 */
export const TRACKING_STEPS = Object.freeze({
  /** Account page events 7_1 … 7_5. */
  account1: '7_1',
  account2: '7_2',
  account3: '7_3',
  account4: '7_4',
  account5: '7_5',
  /** Checkout events. */
  checkout531: '5_3_1',
  checkout54: '5_4',
  /** The manage page loaded (tracked on /pages/autoship-manage only). */
  pageLoaded: 'page_loaded',
  /** The checkout form was not found after 60 polls 100 ms apart. */
  pageLoadFailed: 'page_load_failed',
  addressSaved: 'address_saved',
  checkoutClicked: 'checkout_clicked',
  /** Checkout stopped: no address, plan query failed, server refused. */
  checkoutFailed: 'checkout_failed',
  /** The review page opened with type=cancel after the payment page. */
  paymentCancelled: 'payment_cancelled',
  /** A failure passed to reportError, forwarded by forwardErrorReports. */
  errorReported: 'error_reported',
});

export type TrackingStep = (typeof TRACKING_STEPS)[keyof typeof TRACKING_STEPS];
