/**
 * Business constants and limits of spec section 9, named once so pages and the API layer agree.
 * Only what the app uses is named (knip fails the build on an unused export): section 9 also
 * lists the success code 200 (the envelope middleware's rule) and a page default count of 20,
 * which nothing here implements.
 */

/**
 * Pre-init delay: the app waits this long after it mounts before it first talks to the theme
 * (`get-iso-code`), so a theme script that registers its listeners after ours has run hears it.
 * The page itself renders at once.
 */
export const PRE_INIT_DELAY_MS = 150;
/** Spec section 8: the review form is looked for every 100 ms … */
export const CHECKOUT_FORM_POLL_MS = 100;
/** … 60 times; then the page-load failure event is tracked. */
export const CHECKOUT_FORM_POLL_LIMIT = 60;

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

/** The checkout failure code that reloads a review page. */
export const CHECKOUT_RELOAD_CODE = 5052;
