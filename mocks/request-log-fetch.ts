/**
 * Fills the request log (./request-log.ts): it sits around the page's `fetch`, so it sees every
 * contract call whoever answers it, MSW (service worker or in-page) and Prism alike.
 */
import { isApiPath, operationForPath, type OperationId } from './operations.ts';
import { logCall, logChanged, loggedPage, type LoggedCall } from './request-log.ts';
import { redactedHeaders, redactedUrl } from './request-log-redaction.ts';

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
    entry.responseHeaders = redactedHeaders([...response.headers.entries()]);
    entry.durationMs = Math.round(performance.now() - startedAt);
    logChanged();
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
  logChanged();
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
  loggedPage();
  const inner = globalThis.fetch;
  const wrapper: typeof fetch = (input, init) => {
    if (activeWrapper !== wrapper) return inner(input, init);
    // The call goes on exactly as the page made it: a copy of a keepalive request (the trace
    // calls sent as the page leaves) would lose its keepalive body.
    const asked = input instanceof Request ? input : null;
    const askedUrl = new URL(asked ? asked.url : String(input), location.href);
    if (!isApiPath(askedUrl.pathname)) return inner(input, init);
    const url = redactedUrl(askedUrl);
    const method = (init?.method ?? asked?.method ?? 'GET').toUpperCase();
    const operationId = operationForPath(method, url.pathname) ?? null;
    const entry = logCall({
      startedAt: Date.now(),
      method,
      url: url.href,
      path: `${url.pathname}${url.search}`,
      operationId,
      requestHeaders: redactedHeaders([...new Headers(init?.headers ?? asked?.headers).entries()]),
      requestBody: null,
      answeredBy: answeredBy(operationId),
      status: null,
      statusText: '',
      responseHeaders: [],
      responseBody: null,
      envelopeCode: null,
      durationMs: null,
      error: null,
    });
    void bodyOf(asked, init).then((text) => {
      entry.requestBody = text;
      logChanged();
    });
    const answer = inner(input, init);
    void record(entry, answer, performance.now());
    return answer;
  };
  activeWrapper = wrapper;
  globalThis.fetch = wrapper;
}
