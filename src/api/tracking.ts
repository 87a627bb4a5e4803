import type { Tracker } from '#src/domain/tracking/tracker.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { TRACKING_ERROR } from '#src/domain/messages.ts';
import { loadOnce } from '#src/domain/load-once.ts';

/**
 * Spec section 7's events; the tracker (~2 KB gzip) loads with the first event, not before first
 * paint (decision 010). Order is kept; a load failure is reported, never shown.
 */
let loading: Promise<Tracker> | null = null;
const loadTransport = loadOnce(() => import('./tracking-transport.ts'));

function withTracker(step: string, send: (tracker: Tracker) => void): void {
  loading ??= loadTransport().then((module) => module.appTracker());
  loading.then(send, (error: unknown) => {
    loading = null; // retried by the next event
    reportError(TRACKING_ERROR, { how: 'load', step, error });
  });
}

export function trackEvent(step: string, details?: unknown): void {
  withTracker(step, (tracker) => tracker.track(step, details));
}

/** Survives the page unloading. */
export function beaconEvent(step: string, details?: unknown): void {
  withTracker(step, (tracker) => tracker.beacon(step, details));
}
