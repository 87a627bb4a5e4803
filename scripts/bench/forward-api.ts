import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers that belong to one hop (or that fetch sets itself), never passed on. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'host',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
]);

/** What forwarding reads of a request, over HTTP/1.1 or HTTP/2 alike. */
export interface ForwardedRequest extends AsyncIterable<unknown> {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** What forwarding writes of an answer. */
export interface ForwardedResponse {
  headersSent: boolean;
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
  end(body?: Buffer): unknown;
}

/**
 * Passes `request` on to `backendUrl` (same path and query, method, headers, body) and its
 * answer back, as a store's proxy to its API would (an app proxy keeps the API on the store's
 * origin). Used where Vite's `proxy` option cannot be: it drops the preview to HTTP/1.1.
 */
export async function forwardRequest(
  backendUrl: string,
  request: ForwardedRequest,
  response: ForwardedResponse,
): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // HTTP/2's pseudo-headers (':path', …) are not headers of the request to pass on.
      if (typeof value === 'string' && !name.startsWith(':') && !HOP_HEADERS.has(name)) {
        headers.set(name, value);
      }
    }
    const answer = await fetch(backendUrl + (request.url ?? '/'), {
      method: request.method ?? 'GET',
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const answerHeaders: OutgoingHttpHeaders = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) answerHeaders[name] = value;
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, answerHeaders);
    response.end(body);
  } catch {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  }
}
