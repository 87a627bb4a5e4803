/**
 * One HTTP exchange of the checker, with plain fetch: the request as the storefront would send it
 * (credential header, JSON or form body, the page's Origin), its answer read whole, and the
 * browser's preflight when the browser would make one. A redirect is never followed.
 */
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import type { RawAnswer } from './answer-checks.ts';
import { preflightHeaders } from './cors-checks.ts';
import { isObject } from './json-object.ts';
import { describeBodyFailure, describeRequestFailure } from './transport-failure.ts';

export type Request = RequestInit & { headers: Headers; method: string };

export function requestInit(
  method: string,
  sample: SampleRequest,
  token: string | undefined,
  origin: string | undefined,
  timeoutMs: number,
): Request {
  const headers = new Headers({ Accept: 'application/json' });
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  if (origin !== undefined) headers.set('Origin', origin);
  const init = {
    method: method.toUpperCase(),
    headers,
    // A redirect is reported, never followed: the browser would land the app on another page.
    redirect: 'manual' as const,
    signal: AbortSignal.timeout(timeoutMs),
  } satisfies RequestInit;
  if (sample.body === undefined) return init;
  if (sample.mediaType === 'multipart/form-data' && isObject(sample.body)) {
    const form = new FormData();
    for (const [name, value] of Object.entries(sample.body)) form.append(name, String(value));
    return { ...init, body: form };
  }
  headers.set('Content-Type', 'application/json');
  return { ...init, body: JSON.stringify(sample.body) };
}

export interface Fetched {
  answer: RawAnswer;
  headers: Headers;
}

/** No answer: where it failed (`(request)`, `(body)`) and why, in a backend engineer's words. */
export interface NoAnswer {
  failure: { path: string; actual: string };
}

export async function send(
  url: string,
  init: Request,
  timeoutMs: number,
): Promise<Fetched | NoAnswer> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    return {
      failure: { path: '(request)', actual: describeRequestFailure(error, url, timeoutMs) },
    };
  }
  try {
    const text = await response.text();
    return {
      headers: response.headers,
      answer: {
        status: response.status,
        contentType: response.headers.get('content-type'),
        text,
        location: response.headers.get('location'),
      },
    };
  } catch (error) {
    const encoding = response.headers.get('content-encoding');
    return {
      failure: {
        path: '(body)',
        actual: `HTTP ${response.status}, ${describeBodyFailure(error, encoding)}`,
      },
    };
  }
}

/**
 * The browser's preflight of a call from `origin`, when it makes one (a header or a method
 * beyond the safelisted ones): its status and headers, or why there was no answer. Null: none.
 */
export async function sendPreflight(
  url: string,
  init: Request,
  origin: string,
  timeoutMs: number,
): Promise<{ requested: string[]; status: number; headers: Headers } | NoAnswer | null> {
  const requested = preflightHeaders(init.headers).filter((name) => name !== 'origin');
  if (requested.length === 0 && ['GET', 'HEAD', 'POST'].includes(init.method)) return null;
  const headers = new Headers({ Origin: origin, 'Access-Control-Request-Method': init.method });
  if (requested.length > 0) headers.set('Access-Control-Request-Headers', requested.join(','));
  try {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { requested, status: response.status, headers: response.headers };
  } catch (error) {
    return {
      failure: {
        path: '(preflight) request',
        actual: describeRequestFailure(error, url, timeoutMs),
      },
    };
  }
}
