/** Business constants and limits of spec section 9, named once so pages and the API layer agree. */

/** Request timeout outside theme design mode. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Reload after a successful restart. */
export const RESTART_RELOAD_MS = 1_000;
/** Reload of the review page after checkout failure code 5052. */
export const REVIEW_RELOAD_MS = 2_000;
/** Redirect to the manage page after a successful plan change. */
export const PLAN_CHANGE_REDIRECT_MS = 2_000;
/** Back to the builder after the local-cache error. */
export const CACHE_ERROR_REDIRECT_MS = 3_000;

// The spec's "alerts" are the app's toasts (src/components/ui/toast/).
/** Default alert duration. */
export const TOAST_DURATION_DEFAULT_MS = 3_000;
/** Longer alerts: the local-cache message, the blocked saved address. */
export const TOAST_DURATION_LONG_MS = 5_000;
/** Toast of the first failing form field. */
export const TOAST_DURATION_VALIDATION_MS = 6_000;

/** Skeleton placeholder removal delay. */
export const SKELETON_REMOVAL_DELAY_MS = 500;
/** Delay before the page initialises. */
export const PRE_INIT_DELAY_MS = 150;
/** The checkout form is looked for every 100 ms, at most 60 times, before page-load failure. */
export const CHECKOUT_FORM_POLL_INTERVAL_MS = 100;
export const CHECKOUT_FORM_POLL_LIMIT = 60;

/** Stacked alerts: 56 px per alert, plus a 20 px base offset and 10 px per alert. */
export const ALERT_STACK = {
  perAlertPx: 56,
  baseOffsetPx: 20,
  gapPx: 10,
  minWidthPx: 380,
  /** Below this viewport width an alert is 70 % wide. */
  narrowViewportPx: 575.98,
  narrowWidthPercent: 70,
} as const;

/** Characters an address line must not hold. */
export const FORBIDDEN_ADDRESS_CHARACTERS = ['&', '%'] as const;

/** The backend's success code, and the checkout failure code that reloads a review page. */
export const SUCCESS_CODE = 200;
export const CHECKOUT_RELOAD_CODE = 5052;

/** A page-level default count of 20 (its purpose is not given by the spec). */
export const PAGE_DEFAULT_COUNT = 20;
