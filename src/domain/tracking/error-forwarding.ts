/**
 * Failures the store can see (spec section 8: "network errors and timeouts reject and are
 * reported", LOCAL_STORAGE_ERROR with type, key and error, checkout failures): every report of
 * src/domain/error-reporter.ts becomes an `error_reported` tracking event, queued and sent in
 * batches (POST /trace/submitIntoCenterMul) a short time after the first one, and through the
 * beacon route (/trace/submitIntoCenterData) when the page goes away.
 *
 * A failing page can report the same failure on every render (blocked storage is read each
 * time), so this is deduplicated and bounded: one event per kind of failure (type and details)
 * per minute, the repeats counted into the next one; at most MAX_EVENTS_PER_MINUTE events a
 * minute, the rest counted. Tracking's own failures are never forwarded (a dead network would
 * loop), nothing here throws, and the shopper sees nothing.
 */
import { onErrorReported, type ErrorReport } from '#src/domain/error-reporter.ts';
import { TRACE_SEND_ERROR, TRACKING_ERROR } from '#src/domain/messages.ts';
import type { Tracker } from './tracker.ts';
import { TRACKING_STEPS } from './tracking-steps.ts';

/** The batch goes this long after the first report queued (a burst travels together). */
export const ERROR_FLUSH_DELAY_MS = 5_000;
/** One event per kind of failure in this window. */
const ERROR_DEDUPE_WINDOW_MS = 60_000;
/** The most events a minute, whatever fails. */
export const MAX_EVENTS_PER_MINUTE = 20;
/** Kinds of failure remembered for deduplication (the oldest is forgotten first). */
const MAX_KINDS = 100;

const NEVER_FORWARDED = new Set([TRACKING_ERROR, TRACE_SEND_ERROR]);

export interface ErrorForwardingOptions {
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ErrorForwarding {
  /** The page is going away: what is queued leaves now, as beacons. */
  pageHidden(): void;
  stop(): void;
}

/** Errors do not survive JSON.stringify (they become {}); keep their name and message. */
function describeDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error ? { name: value.name, message: value.message } : value,
    ]),
  );
}

function fingerprint(type: string, details: Record<string, unknown>): string {
  try {
    return `${type} ${JSON.stringify(details)}`;
  } catch {
    return type; // details that cannot be written out: one kind per type
  }
}

export function forwardErrorReports(
  tracker: Tracker,
  options: ErrorForwardingOptions = {},
): ErrorForwarding {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  /** Kind → when it was last sent and how often it came again since. */
  const kinds = new Map<string, { sentAt: number; repeats: number }>();
  let minuteStart = now();
  let sentThisMinute = 0;
  let dropped = 0;
  let timer: unknown = null;

  function flush(): void {
    timer = null;
    tracker.flush();
  }

  function remember(kind: string, at: number): number {
    const repeats = kinds.get(kind)?.repeats ?? 0;
    kinds.delete(kind); // re-inserted last: the Map's order is the age order
    kinds.set(kind, { sentAt: at, repeats: 0 });
    if (kinds.size > MAX_KINDS) kinds.delete(kinds.keys().next().value ?? '');
    return repeats;
  }

  function forward(report: ErrorReport): void {
    if (NEVER_FORWARDED.has(report.type)) return;
    const details = describeDetails(report.details);
    const kind = fingerprint(report.type, details);
    const at = now();
    const known = kinds.get(kind);
    if (known && at - known.sentAt < ERROR_DEDUPE_WINDOW_MS) {
      known.repeats += 1;
      return;
    }
    if (at - minuteStart >= 60_000) {
      minuteStart = at;
      sentThisMinute = 0;
    }
    if (sentThisMinute >= MAX_EVENTS_PER_MINUTE) {
      dropped += 1;
      return;
    }
    sentThisMinute += 1;
    const repeats = remember(kind, at);
    tracker.enqueue(TRACKING_STEPS.errorReported, {
      type: report.type,
      details,
      ...(repeats > 0 ? { repeatsBefore: repeats } : {}),
      ...(dropped > 0 ? { droppedBefore: dropped } : {}),
    });
    dropped = 0;
    timer ??= setTimer(flush, ERROR_FLUSH_DELAY_MS);
  }

  const unsubscribe = onErrorReported((report) => {
    try {
      forward(report);
    } catch {
      // Reporting a failure must never become one.
    }
  });

  return {
    pageHidden() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      tracker.flushByBeacon();
    },
    stop() {
      unsubscribe();
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
