import type { Tracker } from '#src/domain/tracking/tracker.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { TRACKING_ERROR } from '#src/domain/messages.ts';

/**
 * The pages' tracking events (spec section 7), sent through the app's tracker
 * (tracking-transport.ts), whose code (the event builder, the three trace calls and their answer
 * checks: about 2 KB gzip) loads with the first event instead of with every page: a page that
 * sends nothing before the shopper acts does not download it before its first paint (decision
 * 010). Events keep their order; a tracker that cannot load is reported, never shown.
 */
let loading: Promise<Tracker> | null = null;

function withTracker(step: string, send: (tracker: Tracker) => void): void {
  loading ??= import('./tracking-transport.ts').then((module) => module.appTracker());
  loading.then(send, (error: unknown) => {
    loading = null; // the next event tries again
    reportError(TRACKING_ERROR, { how: 'load', step, error });
  });
}

/** One event now (POST /trace/submitIntoCenter). */
export function trackEvent(step: string, details?: unknown): void {
  withTracker(step, (tracker) => tracker.track(step, details));
}

/** One event as a beacon (no credential needed; survives the page unloading once sent). */
export function beaconEvent(step: string, details?: unknown): void {
  withTracker(step, (tracker) => tracker.beacon(step, details));
}
