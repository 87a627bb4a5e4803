/**
 * Tracking that never gets in the page's way (spec sections 3, 6, 7): single, batched and beacon
 * sends through an injected transport; a throw, rejection or refusal is reported as
 * TRACKING_ERROR and dropped.
 */
import { reportError } from '#src/domain/error-reporter.ts';
import { TRACKING_ERROR } from '#src/domain/messages.ts';
import {
  buildTraceEvent,
  toBeaconFields,
  type FilledTraceEvent,
  type TrackingContext,
} from './tracking-event.ts';
import type { TraceEventForm } from '#src/api/schema-types.ts';

export interface TrackingTransport {
  send(event: FilledTraceEvent): unknown;
  sendMany(events: FilledTraceEvent[]): unknown;
  /** true when the browser queued the beacon. */
  sendBeacon(fields: Partial<TraceEventForm>): boolean;
}

export interface TrackerOptions {
  transport: TrackingTransport;
  /** Read per event, so it follows sign-in. */
  context: () => TrackingContext;
  now?: () => number;
  /** Default 10. */
  maxQueue?: number;
}

export interface Tracker {
  track(step: string, details?: unknown): void;
  enqueue(step: string, details?: unknown): void;
  flush(): void;
  beacon(step: string, details?: unknown): void;
  /** Pagehide: the queue as beacons. */
  flushByBeacon(): void;
  pending(): number;
}

const DEFAULT_MAX_QUEUE = 10;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function fail(how: 'build' | 'single' | 'batch' | 'beacon', step: string, error: unknown): void {
  reportError(TRACKING_ERROR, { how, step, error });
}

export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? Date.now;
  const maxQueue = Math.max(1, options.maxQueue ?? DEFAULT_MAX_QUEUE);
  const queue: FilledTraceEvent[] = [];

  function build(step: string, details: unknown): FilledTraceEvent | null {
    try {
      return buildTraceEvent(step, details, options.context(), now());
    } catch (error) {
      fail('build', step, error);
      return null;
    }
  }

  function dispatch(how: 'single' | 'batch', step: string, call: () => unknown): void {
    try {
      const result = call();
      if (isThenable(result)) {
        result.then(undefined, (error: unknown) => fail(how, step, error));
      }
    } catch (error) {
      fail(how, step, error);
    }
  }

  function flush(): void {
    if (queue.length === 0) return;
    const batch = queue.splice(0, queue.length);
    dispatch('batch', batch.map((event) => event.step).join(','), () =>
      options.transport.sendMany(batch),
    );
  }

  function sendBeacon(event: FilledTraceEvent): void {
    try {
      if (!options.transport.sendBeacon(toBeaconFields(event))) {
        fail('beacon', event.step, new Error('The browser refused the beacon'));
      }
    } catch (error) {
      fail('beacon', event.step, error);
    }
  }

  return {
    track(step, details) {
      const event = build(step, details);
      if (event) dispatch('single', step, () => options.transport.send(event));
    },
    enqueue(step, details) {
      const event = build(step, details);
      if (!event) return;
      queue.push(event);
      if (queue.length >= maxQueue) flush();
    },
    flush,
    beacon(step, details) {
      const event = build(step, details);
      if (event) sendBeacon(event);
    },
    flushByBeacon() {
      for (const event of queue.splice(0, queue.length)) sendBeacon(event);
    },
    pending: () => queue.length,
  };
}
