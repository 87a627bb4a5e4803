// Apart from the event builder, so pages name events without downloading it. The spec numbers
// account (7_x) and checkout (5_x) events; the rest are named for what happened.
export const TRACKING_STEPS = Object.freeze({
  account1: '7_1',
  account2: '7_2',
  account3: '7_3',
  account4: '7_4',
  account5: '7_5',
  checkout531: '5_3_1',
  checkout54: '5_4',
  /** Tracked on /pages/autoship-manage only. */
  pageLoaded: 'page_loaded',
  /** After 60 polls 100 ms apart. */
  pageLoadFailed: 'page_load_failed',
  addressSaved: 'address_saved',
  checkoutClicked: 'checkout_clicked',
  checkoutFailed: 'checkout_failed',
  /** type=cancel after the payment page. */
  paymentCancelled: 'payment_cancelled',
  errorReported: 'error_reported',
});

export type TrackingStep = (typeof TRACKING_STEPS)[keyof typeof TRACKING_STEPS];
