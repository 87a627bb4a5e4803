/**
 * The request log kept for the browser tab (sessionStorage), so a reload, the login and payment
 * stand-ins and the way back keep the calls QA attaches to a bug (docs/qa-mock-tools.md). It
 * holds at most MAX_LOGGED_CALLS calls and MAX_KEPT_CHARS of text, oldest dropped first, beside
 * the mock store in the same storage. Credentials never reach it (./request-log-redaction.ts).
 */
import type { LoggedCall, LoggedPage } from './request-log.ts';

export const REQUEST_LOG_STORAGE_KEY = 'autoship.mock.request-log';
export const MAX_LOGGED_CALLS = 200;
/** About 2 MB of sessionStorage's 5 MB or more (UTF-16), the rest left to the mock store. */
export const MAX_KEPT_CHARS = 1_000_000;

export interface KeptLog {
  calls: LoggedCall[];
  /** The page loads the calls were made from (a HAR's `pages`). */
  pages: LoggedPage[];
  /** How many older calls were dropped to stay within the limits, since the last Clear. */
  dropped: number;
}

const NO_ANSWER_BEFORE_LEAVING = 'no answer before the page was left';

function isKeptLog(value: unknown): value is KeptLog {
  const log = value as Partial<KeptLog> | null;
  return (
    typeof log === 'object' &&
    log !== null &&
    Array.isArray(log.calls) &&
    Array.isArray(log.pages) &&
    typeof log.dropped === 'number'
  );
}

/** What an earlier page load of the tab kept; a call it still waited for never got an answer. */
export function readKeptLog(storage: Storage): KeptLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REQUEST_LOG_STORAGE_KEY) ?? 'null');
    if (!isKeptLog(parsed)) return { calls: [], pages: [], dropped: 0 };
    for (const call of parsed.calls) {
      if (call.status === null && call.error === null) call.error = NO_ANSWER_BEFORE_LEAVING;
    }
    return parsed;
  } catch {
    // A damaged entry is as good as none.
    return { calls: [], pages: [], dropped: 0 };
  }
}

/** Drops the oldest calls (counted in `dropped`) until at most `max` are left. */
function dropOldest(log: KeptLog, max: number): void {
  const excess = log.calls.length - max;
  if (excess <= 0) return;
  log.calls.splice(0, excess);
  log.dropped += excess;
}

function serialised(log: KeptLog): string {
  const used = new Set(log.calls.map((call) => call.pageId));
  return JSON.stringify({ ...log, pages: log.pages.filter((page) => used.has(page.id)) });
}

/**
 * Writes the log for the tab, first dropping the oldest calls past the limits (from `log` too, so
 * what the page shows is what a reload will show). Storage that refuses it (full, or none) leaves
 * the log to this page load alone.
 */
export function keepLog(storage: Storage, log: KeptLog): void {
  dropOldest(log, MAX_LOGGED_CALLS);
  let text = serialised(log);
  while (text.length > MAX_KEPT_CHARS && log.calls.length > 0) {
    dropOldest(log, Math.floor(log.calls.length * 0.9));
    text = serialised(log);
  }
  for (;;) {
    try {
      storage.setItem(REQUEST_LOG_STORAGE_KEY, text);
      return;
    } catch {
      if (log.calls.length === 0) return;
      dropOldest(log, Math.floor(log.calls.length / 2));
      text = serialised(log);
    }
  }
}
