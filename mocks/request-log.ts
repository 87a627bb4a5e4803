/**
 * The request log of the mock toolbar: every contract call the tab made, with what was asked,
 * what came back (or how it failed before an answer: network error, abort on timeout) and which
 * scenario or fault answered (filled by ./request-log-fetch.ts), kept for the tab across page
 * loads (./request-log-storage.ts). No MSW, no React: it runs from the page's start.
 */
import type { OperationId } from './operations.ts';
import { redactedUrl } from './request-log-redaction.ts';
import { keepLog, readKeptLog, type KeptLog } from './request-log-storage.ts';

/** A page load of the tab that made calls. */
export interface LoggedPage {
  id: string;
  /** The page's address (path and query), credentials left out. */
  url: string;
  startedAt: number;
}

export interface LoggedCall {
  id: number;
  /** The page load that made the call (a `LoggedPage`'s id). */
  pageId: string;
  /** When the call was sent (epoch ms). */
  startedAt: number;
  method: string;
  url: string;
  path: string;
  operationId: OperationId | null;
  requestHeaders: [string, string][];
  requestBody: string | null;
  /** Who answered: the scenario, and the fault on this operation if any. */
  answeredBy: string;
  /** Null while waiting, and when the call failed before an answer. */
  status: number | null;
  statusText: string;
  responseHeaders: [string, string][];
  responseBody: string | null;
  /** The JSON envelope's `code`, when the answer has one. */
  envelopeCode: number | null;
  durationMs: number | null;
  /** Why there is no answer (network error, aborted by the app's timeout). */
  error: string | null;
}

const log: KeptLog = { calls: [], pages: [], dropped: 0 };
const listeners = new Set<() => void>();
let nextId = 1;
let thisPage: LoggedPage | null = null;

/** This page load (its first call brings back what the tab kept). */
export function loggedPage(): LoggedPage {
  return (thisPage ??= startPage());
}

/** Adds a call the page is making: its id follows the tab's earlier calls. */
export function logCall(entry: Omit<LoggedCall, 'id' | 'pageId'>): LoggedCall {
  const call: LoggedCall = { ...entry, id: nextId++, pageId: loggedPage().id };
  log.calls.push(call);
  logChanged();
  return call;
}

export function loggedCalls(): readonly LoggedCall[] {
  return log.calls;
}

/** How many older calls were dropped to stay within the log's limits (since the last Clear). */
export function droppedCalls(): number {
  return log.dropped;
}

/** The page loads the logged calls were made from, oldest first. */
export function loggedPages(): readonly LoggedPage[] {
  const used = new Set(log.calls.map((call) => call.pageId));
  return log.pages.filter((page) => used.has(page.id));
}

export function clearLoggedCalls(): void {
  log.calls.length = 0;
  log.dropped = 0;
  logChanged();
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function onLoggedCallsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let keepScheduled = false;

/** Writes the log for the tab once the current burst of changes is over (and as the page goes). */
function scheduleKeep(): void {
  if (keepScheduled) return;
  keepScheduled = true;
  setTimeout(keepNow, 0);
}

function keepNow(): void {
  keepScheduled = false;
  keepLog(sessionStorage, log);
}

/** After every change of a logged call: the toolbar updates, the tab keeps it. */
export function logChanged(): void {
  scheduleKeep();
  for (const listener of listeners) listener();
}

/** Once per page load: the tab's earlier calls come back, and this page joins the list. */
function startPage(): LoggedPage {
  const kept = readKeptLog(sessionStorage);
  log.calls.unshift(...kept.calls);
  log.pages.unshift(...kept.pages);
  log.dropped += kept.dropped;
  nextId = Math.max(0, ...log.calls.map((call) => call.id)) + 1;
  const url = redactedUrl(new URL(location.href));
  const page = {
    id: `page-${Date.now()}`,
    url: `${url.pathname}${url.search}`,
    startedAt: Date.now(),
  };
  log.pages.push(page);
  addEventListener('pagehide', keepNow);
  return page;
}
