/**
 * The tracking event body (spec section 3; the contract's TraceEvent):
 *   { key1, businessCode: 'AUTO_SHIP', step, clientTimeStamp, req, shopCode, cookie }
 * key1 is the user as JSON text: { cookie, location, isLogin, user_agent } plus user_id and email
 * only when the store's analytics setting allows customer data (spec section 6).
 */
import type { TraceEvent, TraceEventForm } from '#src/api/schema-types.ts';

export const BUSINESS_CODE = 'AUTO_SHIP';

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
export type FilledTraceEvent = TraceEvent & Required<Pick<TraceEvent, 'shopCode' | 'cookie'>>;

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
): FilledTraceEvent {
  const event: FilledTraceEvent = {
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

export function toBeaconFields(event: FilledTraceEvent): TraceEventForm {
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
