import { VOUCHER_QUERY_PARAMETER } from '#src/domain/identity/voucher-token.ts';
import {
  createTracker,
  type Tracker,
  type TrackingTransport,
} from '#src/domain/tracking/tracker.ts';
import type { TraceEventForm } from '#src/api/schema-types.ts';
import { BUSINESS_CODE, type TrackingContext } from '#src/domain/tracking/tracking-event.ts';
import type { ErrorReport } from '#src/domain/error-reporter.ts';
import {
  forwardErrorReports,
  type ErrorForwarding,
} from '#src/domain/tracking/error-forwarding.ts';
import { submitTraceBeacon } from './operations/submit-trace-beacon.ts';
import { submitTraceEvent } from './operations/submit-trace-event.ts';
import { submitTraceEvents } from './operations/submit-trace-events.ts';
import { visitorCookieId } from './visitor-cookie-field.ts';
import { credentialRefused } from './login-redirect.ts';
import { getStoreContext } from './store-context.ts';

// The trace calls never toast, redirect or reject (trace-call.ts): tracking cannot disturb a page.
const traceTransport: TrackingTransport = {
  send: (event) => (credentialRefused() ? submitTraceBeacon(event) : submitTraceEvent(event)),
  sendMany: (events) =>
    credentialRefused()
      ? Promise.all(events.map((event) => submitTraceBeacon(event)))
      : submitTraceEvents(events),
  sendBeacon(fields: Partial<TraceEventForm>) {
    // The beacon call builds its own form data (and falls back to keepalive fetch).
    void submitTraceBeacon({
      key1: fields.key1 ?? '{}',
      businessCode: BUSINESS_CODE,
      step: fields.step ?? '',
      clientTimeStamp: Number(fields.clientTimeStamp ?? Date.now()),
      ...(fields.req !== undefined ? { req: fields.req } : {}),
      ...(fields.shopCode !== undefined ? { shopCode: fields.shopCode } : {}),
      ...(fields.cookie !== undefined ? { cookie: fields.cookie } : {}),
    });
    return true;
  },
};

/** The voucher token (spec section 6) is a credential, not something tracking should carry. */
export function withoutVoucherToken(href: string): string {
  try {
    const url = new URL(href);
    if (!url.searchParams.has(VOUCHER_QUERY_PARAMETER)) return href;
    url.searchParams.delete(VOUCHER_QUERY_PARAMETER);
    return url.href;
  } catch {
    return href;
  }
}

function trackingContext(): TrackingContext {
  const context = getStoreContext();
  return {
    // The calls' COUPON_COOKIE_ID (spec section 3).
    visitorId: visitorCookieId(),
    location: typeof location === 'undefined' ? '' : withoutVoucherToken(location.href),
    isLoggedIn: context.isLoggedIn,
    customerId: context.customerId > 0 ? context.customerId : null,
    email: context.customerEmail,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    shopCode: context.shopCode,
    analyticsCustomerData: context.analyticsCustomerData,
  };
}

let tracker: Tracker | null = null;

export function appTracker(): Tracker {
  tracker ??= createTracker({ transport: traceTransport, context: trackingContext });
  return tracker;
}

let forwarding: ErrorForwarding | null = null;

/**
 * Reports go to the trace calls in batches, and as beacons when the page is hidden. Started once
 * by error-reporting.ts with its backlog; answers the stop (tests).
 */
export function forwardAppErrorReports(backlog: readonly ErrorReport[] = []): () => void {
  if (forwarding || typeof window === 'undefined') return () => undefined;
  const started = forwardErrorReports(appTracker(), { backlog });
  forwarding = started;
  const pageHidden = () => started.pageHidden();
  const visibilityChanged = () => {
    if (document.visibilityState === 'hidden') started.pageHidden();
  };
  window.addEventListener('pagehide', pageHidden);
  document.addEventListener('visibilitychange', visibilityChanged);
  return () => {
    started.stop();
    window.removeEventListener('pagehide', pageHidden);
    document.removeEventListener('visibilitychange', visibilityChanged);
    forwarding = null;
  };
}
