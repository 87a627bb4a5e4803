/**
 * Spec section 3's tracking event (the contract's TraceEvent); key1 carries user_id and email only
 * when the store allows customer data (spec section 6).
 */
import type { TraceEvent, TraceEventForm } from '#src/api/schema-types.ts';

export const BUSINESS_CODE = 'AUTO_SHIP';

export interface TrackingContext {
  visitorId: string;
  location: string;
  isLoggedIn: boolean;
  customerId: number | null;
  email: string | null;
  userAgent: string;
  shopCode: string;
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

/** Extended from the contract's type, never re-declared, so a renamed field fails typecheck. */
export type FilledTraceEvent = TraceEvent & Required<Pick<TraceEvent, 'shopCode' | 'cookie'>>;

function requestText(details: unknown): string | undefined {
  if (details === undefined || details === null) return undefined;
  if (typeof details === 'string') return details;
  try {
    return JSON.stringify(details);
  } catch {
    return undefined; // circular or BigInt: the event still goes without them
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
