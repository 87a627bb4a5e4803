/** Where the review page's checkout is: the form locks for every phase but idle. */
export type CheckoutPhase = 'idle' | 'working' | 'redirecting' | 'reloading';

/** What failed, in the failure message that names its cause (`failureMessage`). */
export const CHECKOUT_FAILED_WHAT = 'failure.what.startPayment';
