// Spec section 9, named once; only what the app uses (knip fails on unused exports).

/** Before the first theme message, so a theme listener registered after ours hears it. */
export const PRE_INIT_DELAY_MS = 150;
/** Spec section 8: polled every 100 ms, 60 times, then the page-load failure is tracked. */
export const CHECKOUT_FORM_POLL_MS = 100;
export const CHECKOUT_FORM_POLL_LIMIT = 60;

/** None in theme design mode. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const RESTART_RELOAD_MS = 1_000;
/** After checkout failure code 5052. */
export const REVIEW_RELOAD_MS = 2_000;
export const PLAN_CHANGE_REDIRECT_MS = 2_000;
export const CACHE_ERROR_REDIRECT_MS = 3_000;

// The spec's "alerts" are the app's toasts.
export const TOAST_DURATION_DEFAULT_MS = 3_000;
/** The local-cache message, the blocked saved address. */
export const TOAST_DURATION_LONG_MS = 5_000;
/** The first failing form field. */
export const TOAST_DURATION_VALIDATION_MS = 6_000;

export const SKELETON_REMOVAL_DELAY_MS = 500;

/** 56 px per alert, plus a 20 px base offset and 10 px per alert. */
export const ALERT_STACK = {
  perAlertPx: 56,
  baseOffsetPx: 20,
  gapPx: 10,
  minWidthPx: 380,
  /** Below it an alert is 70 % wide. */
  narrowViewportPx: 575.98,
  narrowWidthPercent: 70,
} as const;

export const FORBIDDEN_ADDRESS_CHARACTERS = ['&', '%'] as const;

export const CHECKOUT_RELOAD_CODE = 5052;
