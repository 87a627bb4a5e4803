/**
 * The tracking event body (spec section 3; the contract's TraceEvent):
 *   { key1, businessCode: 'AUTO_SHIP', step, clientTimeStamp, req, shopCode, cookie }
 * key1 is the user as JSON text: { cookie, location, isLogin, user_agent } plus user_id and email
 * only when the store's analytics setting allows customer data (spec section 6).
 */
import type { components } from '#src/api/generated/schema.d.ts';

export const BUSINESS_CODE = 'AUTO_SHIP';

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
  /** A failure passed to reportError, forwarded by forwardErrorReports (error-forwarding.ts). */
  errorReported: 'error_reported',
});

export type TrackingStep = (typeof TRACKING_STEPS)[keyof typeof TRACKING_STEPS];

/** What the page knows about the visitor when an event is built. */
export interface TrackingContext {
  /** The COUPON_COOKIE_ID visitor id. */
  visitorId: string;
  /** The page address. */
  location: string;
  isLoggedIn: boolean;
  customerId: number | null;
  email: string | null;
  userAgent: string;
  shopCode: string;
  /** Customer analytics data allowed (store setting). */
  analyticsCustomerData: boolean;
}

interface TrackingUser {
  cookie: string;
  location: string;
  isLogin: boolean;
  user_id?: number | null;
  email?: string | null;
  user_agent: string;
}

/**
 * The event as the contract gives it (openapi.yaml TraceEvent), with the shop code and the
 * visitor cookie the storefront always fills in: extended, never re-declared, so a renamed field
 * fails typecheck here.
 */
export type TraceEvent = components['schemas']['TraceEvent'] &
  Required<Pick<components['schemas']['TraceEvent'], 'shopCode' | 'cookie'>>;

/** The beacon's form fields: every value is text (openapi.yaml TraceEventForm). */
export type TraceEventForm = components['schemas']['TraceEventForm'];

/** Details as JSON text; text as it is; undefined when there are none or they cannot be written. */
function requestText(details: unknown): string | undefined {
  if (details === undefined || details === null) return undefined;
  if (typeof details === 'string') return details;
  try {
    return JSON.stringify(details);
  } catch {
    return undefined; // Circular or BigInt details: the event still goes, without them.
  }
}

function trackingUser(context: TrackingContext): TrackingUser {
  const user: TrackingUser = {
    cookie: context.visitorId,
    location: context.location,
    isLogin: context.isLoggedIn,
    user_agent: context.userAgent,
  };
  if (context.analyticsCustomerData) {
    user.user_id = context.customerId;
    user.email = context.email;
  }
  return user;
}

export function buildTraceEvent(
  step: string,
  details: unknown,
  context: TrackingContext,
  now: number,
): TraceEvent {
  const event: TraceEvent = {
    key1: JSON.stringify(trackingUser(context)),
    businessCode: BUSINESS_CODE,
    step,
    clientTimeStamp: Math.trunc(now),
    shopCode: context.shopCode,
    cookie: context.visitorId,
  };
  const req = requestText(details);
  if (req !== undefined) event.req = req;
  return event;
}

export function toBeaconFields(event: TraceEvent): TraceEventForm {
  // Field by field, so a field renamed in the contract fails typecheck here.
  const fields: TraceEventForm = {
    key1: event.key1,
    businessCode: event.businessCode,
    step: event.step,
    clientTimeStamp: String(event.clientTimeStamp),
    shopCode: event.shopCode,
    cookie: event.cookie,
  };
  if (event.req !== undefined) fields.req = event.req;
  return fields;
}
