/**
 * Spec section 8's failures as batched `error_reported` events: one per kind per minute, at most
 * MAX_EVENTS_PER_MINUTE; tracking's own failures never (a dead network would loop).
 */
import { onErrorReported, type ErrorReport } from '#src/domain/error-reporter.ts';
import { TRACE_SEND_ERROR, TRACKING_ERROR } from '#src/domain/messages.ts';
import type { Tracker } from './tracker.ts';
import { TRACKING_STEPS } from './tracking-steps.ts';

export const ERROR_FLUSH_DELAY_MS = 5_000;
const ERROR_DEDUPE_WINDOW_MS = 60_000;
export const MAX_EVENTS_PER_MINUTE = 20;
const MAX_KINDS = 100;

const NEVER_FORWARDED = new Set([TRACKING_ERROR, TRACE_SEND_ERROR]);

export interface ErrorForwardingOptions {
  /** Made before forwarding's code loaded: sent first. */
  backlog?: readonly ErrorReport[];
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ErrorForwarding {
  pageHidden(): void;
  stop(): void;
}

/** Errors become {} in JSON.stringify. */
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
    return type;
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
    kinds.delete(kind); // re-inserted last: Map order is age order
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

  function forwardSafely(report: ErrorReport): void {
    try {
      forward(report);
    } catch {
      // Reporting a failure must never become one.
    }
  }
  for (const report of options.backlog ?? []) forwardSafely(report);
  const unsubscribe = onErrorReported(forwardSafely);

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
