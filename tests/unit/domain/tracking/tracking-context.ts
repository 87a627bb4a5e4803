import type { TrackingTransport } from '#src/domain/tracking/tracker.ts';
import type {
  TraceEvent,
  TraceEventForm,
  TrackingContext,
} from '#src/domain/tracking/tracking-event.ts';

export const CONTEXT: TrackingContext = {
  visitorId: 'abcdefghijklmnopqrstuvwxyz1767225600000',
  location: 'https://store.example/pages/autoship-manage',
  isLoggedIn: true,
  customerId: 7001,
  email: 'shopper@example.com',
  userAgent: 'Mozilla/5.0 (test)',
  shopCode: 'US01',
  analyticsCustomerData: false,
};

/** A transport that keeps what it was given. */
export function recordingTransport(): TrackingTransport & {
  single: TraceEvent[];
  batches: TraceEvent[][];
  beacons: Partial<TraceEventForm>[];
} {
  const single: TraceEvent[] = [];
  const batches: TraceEvent[][] = [];
  const beacons: Partial<TraceEventForm>[] = [];
  return {
    single,
    batches,
    beacons,
    send: (event) => single.push(event),
    sendMany: (events) => batches.push(events),
    sendBeacon: (fields) => {
      beacons.push(fields);
      return true;
    },
  };
}
