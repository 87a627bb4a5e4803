import type { Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '#src/domain/business-constants.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { ApiError } from '#src/api/api-error.ts';
import { getStoreContext } from '#src/api/store-context.ts';

const API_NETWORK_ERROR = 'API_NETWORK_ERROR';
const API_TIMEOUT_ERROR = 'API_TIMEOUT_ERROR';

let timeoutForTests: number | null = null;

/** @internal Tests only (the fault matrix's timeout rows); null restores REQUEST_TIMEOUT_MS. */
export function setRequestTimeoutForTests(ms: number | null): void {
  timeoutForTests = ms;
}

/** null: none. Spec section 9 (60000 ms); section 7: none in theme design mode. */
export function requestTimeoutMs(): number | null {
  return getStoreContext().designMode ? null : (timeoutForTests ?? REQUEST_TIMEOUT_MS);
}

interface PendingCall {
  timer: ReturnType<typeof setTimeout>;
  timedOut: boolean;
}

function describe(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}`;
}

function reportFailure(error: ApiError): ApiError {
  reportError(error.kind === 'timeout' ? API_TIMEOUT_ERROR : API_NETWORK_ERROR, {
    url: error.url,
    msg: error.msg,
  });
  return error;
}

function transportError(
  request: Request,
  call: PendingCall | undefined,
  networkMsg: string,
  details: { status?: number; cause: unknown },
): ApiError {
  return new ApiError({
    kind: call?.timedOut ? 'timeout' : 'network',
    msg: call?.timedOut ? 'The request timed out' : networkMsg,
    url: describe(request),
    ...details,
  });
}

/**
 * Spec section 8. setTimeout + AbortController (not AbortSignal.timeout) to share the app's clock
 * (fake timers); the body is read inside the timeout, so headers-then-stall also times out.
 */
export function createTransportMiddleware({ report = true } = {}): Middleware {
  const pending = new Map<string, PendingCall>();
  const fail = (error: ApiError) => (report ? reportFailure(error) : error);

  function settle(id: string): PendingCall | undefined {
    const call = pending.get(id);
    if (call) clearTimeout(call.timer);
    pending.delete(id);
    return call;
  }

  return {
    onRequest({ request, id }) {
      const ms = requestTimeoutMs();
      if (ms === null) return undefined;
      const controller = new AbortController();
      const call: PendingCall = {
        timedOut: false,
        timer: setTimeout(() => {
          call.timedOut = true;
          controller.abort(new DOMException('The request timed out', 'TimeoutError'));
        }, ms),
      };
      pending.set(id, call);
      // Keep the caller's cancellation (superseded queries).
      if (request.signal.aborted) controller.abort(request.signal.reason);
      else request.signal.addEventListener('abort', () => controller.abort(request.signal.reason));
      return new Request(request, { signal: controller.signal });
    },

    async onResponse({ request, response, id }) {
      try {
        const body = await response.arrayBuffer();
        return new Response(body.byteLength === 0 ? null : body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } catch (cause) {
        throw fail(
          transportError(request, pending.get(id), 'The answer could not be read', {
            status: response.status,
            cause,
          }),
        );
      } finally {
        settle(id);
      }
    },

    onError({ request, error, id }) {
      const call = settle(id);
      if (error instanceof ApiError) return error;
      // Cancelled by the caller: not a failure to show or report.
      if (!call?.timedOut && request.signal.aborted) {
        return error instanceof Error ? error : new Error(String(error));
      }
      return fail(transportError(request, call, 'The network request failed', { cause: error }));
    },
  };
}
