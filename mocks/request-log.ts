/**
 * The request log of the mock toolbar: every contract call the page made, with what was asked,
 * what came back (or how it failed before an answer: network error, abort on timeout) and which
 * scenario or fault answered. It sits around the page's `fetch`, so it sees MSW (service worker
 * or in-page) and Prism alike. No MSW, no React: it runs from the page's start, the toolbar later.
 */
import { isApiPath, operationForPath, type OperationId } from './operations.ts';

export interface LoggedCall {
  id: number;
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

const MAX_CALLS = 500;
const calls: LoggedCall[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

export function loggedCalls(): readonly LoggedCall[] {
  return calls;
}

export function clearLoggedCalls(): void {
  calls.length = 0;
  changed();
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function onLoggedCallsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

function envelopeCodeOf(body: string | null): number | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

async function record(
  entry: LoggedCall,
  answer: Promise<Response>,
  startedAt: number,
): Promise<void> {
  try {
    const response = await answer;
    entry.status = response.status;
    entry.statusText = response.statusText;
    entry.responseHeaders = [...response.headers.entries()];
    entry.durationMs = Math.round(performance.now() - startedAt);
    changed();
    entry.responseBody = await response.clone().text();
    entry.envelopeCode = envelopeCodeOf(entry.responseBody);
  } catch (error) {
    entry.durationMs = Math.round(performance.now() - startedAt);
    const name = error instanceof Error ? error.name : '';
    entry.error =
      name === 'AbortError' || name === 'TimeoutError'
        ? 'aborted before an answer (the app’s timeout, or the page left)'
        : `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  changed();
}

/** The request's body as text, without touching what is sent (a clone of a Request's). */
async function bodyOf(
  asked: Request | null,
  init: RequestInit | undefined,
): Promise<string | null> {
  if (init?.body !== undefined && init.body !== null) {
    return typeof init.body === 'string' ? init.body : '(a body that is not text)';
  }
  if (!asked || asked.body === null || asked.keepalive) return null;
  return asked.clone().text();
}

let activeWrapper: typeof fetch | null = null;

/**
 * Logs every API call made through `globalThis.fetch` from now on. Called again, it puts itself
 * outermost anew (MSW's in-page fallback replaces `fetch` when it starts) and the former wrapper
 * only passes calls through, so no call is logged twice.
 */
export function logApiCalls(answeredBy: (operationId: OperationId | null) => string): void {
  if (activeWrapper !== null && globalThis.fetch === activeWrapper) return;
  const inner = globalThis.fetch;
  const wrapper: typeof fetch = (input, init) => {
    if (activeWrapper !== wrapper) return inner(input, init);
    // The call goes on exactly as the page made it: a copy of a keepalive request (the trace
    // calls sent as the page leaves) would lose its keepalive body.
    const asked = input instanceof Request ? input : null;
    const url = new URL(asked ? asked.url : String(input), location.href);
    if (!isApiPath(url.pathname)) return inner(input, init);
    const method = (init?.method ?? asked?.method ?? 'GET').toUpperCase();
    const operationId = operationForPath(method, url.pathname) ?? null;
    const entry: LoggedCall = {
      id: nextId++,
      startedAt: Date.now(),
      method,
      url: url.href,
      path: `${url.pathname}${url.search}`,
      operationId,
      requestHeaders: [...new Headers(init?.headers ?? asked?.headers).entries()],
      requestBody: null,
      answeredBy: answeredBy(operationId),
      status: null,
      statusText: '',
      responseHeaders: [],
      responseBody: null,
      envelopeCode: null,
      durationMs: null,
      error: null,
    };
    calls.push(entry);
    if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
    void bodyOf(asked, init).then((text) => {
      entry.requestBody = text;
      changed();
    });
    const answer = inner(input, init);
    void record(entry, answer, performance.now());
    return answer;
  };
  activeWrapper = wrapper;
  globalThis.fetch = wrapper;
}
