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

/**
 * The domain tracker (src/domain/tracking) wired to the three trace calls, with the tracking
 * context read from the store context on every event. The trace calls already never toast,
 * redirect or reject (src/api/trace-call.ts), so tracking cannot disturb a page.
 */
const traceTransport: TrackingTransport = {
  send: (event) => (credentialRefused() ? submitTraceBeacon(event) : submitTraceEvent(event)),
  sendMany: (events) =>
    credentialRefused()
      ? Promise.all(events.map((event) => submitTraceBeacon(event)))
      : submitTraceEvents(events),
  sendBeacon(fields: Partial<TraceEventForm>) {
    // The beacon call wants the event itself (it builds the form data, and falls back to a
    // keepalive fetch when the browser refuses the beacon), so the form fields go back to one.
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

/**
 * The page address without the voucher's `?token` (spec section 6): the token is a credential
 * for the calls that decide its use, not something every tracking event should carry.
 */
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
    // The same COUPON_COOKIE_ID the calls send (created when missing, spec section 3).
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

/** The app's one tracker, created on first use. */
export function appTracker(): Tracker {
  tracker ??= createTracker({ transport: traceTransport, context: trackingContext });
  return tracker;
}

let forwarding: ErrorForwarding | null = null;

/**
 * Failures the store can see: from now on every report goes to the trace calls in batches, and
 * what is still queued when the page is hidden or left goes as beacons
 * (src/domain/tracking/error-forwarding.ts). Started once, by error-reporting.ts when the first
 * report comes, with the reports made before its code arrived. Answers what stops it (a test's
 * page goes away; the next page starts with no queue, no timer and nothing deduplicated).
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
