import type { Middleware } from 'openapi-fetch';
import type { components } from '#src/api/generated/schema.d.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { ApiError, serverMessageOf } from '#src/api/api-error.ts';
import { callFlagsFor, forgetCallFlags } from '#src/api/call-flags.ts';
import { forgetForbiddenRedirect, noteRequestSent } from '#src/api/login-redirect-memory.ts';
import type * as LoginRedirectModule from '#src/api/login-redirect.ts';
import { API_INVALID_ANSWER } from './answer-shape.ts';
import { readResponseJson } from './response-body.ts';

const API_HTTP_ERROR = 'API_HTTP_ERROR';
const LOGIN_REDIRECT_LOAD_ERROR = 'LOGIN_REDIRECT_LOAD_ERROR';

/** Paths whose failures never toast (spec section 8: "not for /user/queryUserInfo"). */
const NEVER_ALERT_PATHS = ['/user/queryUserInfo'];

const UNAUTHORIZED_CODES = new Set([401, 403]);

/** Each request's number as it was sent (login-redirect.ts: one redirect for calls sent together). */
const sentAs = new Map<string, number>();

/** The contract's envelope fields the rules read (openapi.yaml EnvelopeBase). */
type Envelope = components['schemas']['EnvelopeBase'];

function readEnvelope(body: unknown): Envelope | null {
  if (body === null || typeof body !== 'object') return null;
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '' };
}

async function parseJson(response: Response): Promise<unknown> {
  const json = await readResponseJson(response);
  return json.ok ? json.value : null;
}

function alertAllowed(url: URL, noAlert: boolean | undefined): boolean {
  return !noAlert && !NEVER_ALERT_PATHS.some((path) => url.pathname.endsWith(path));
}

/**
 * The login redirect's code (login-redirect.ts, with the same-origin check of its return address)
 * loads with the first 401/403, not with every page. Should it fail to download, the call still
 * fails as unauthorized (the page says it is signing the shopper in) and the failure is reported.
 */
async function redirectToLoginLazily(
  options: Parameters<typeof LoginRedirectModule.redirectToLogin>[0],
): Promise<boolean> {
  try {
    const { redirectToLogin } = await import('#src/api/login-redirect.ts');
    return redirectToLogin(options);
  } catch (error) {
    reportError(LOGIN_REDIRECT_LOAD_ERROR, { error });
    return true;
  }
}

/**
 * The envelope rules of sections 7 and 8 for the autoship backend: only HTTP 2xx with envelope
 * `code: 200` is success; anything else rejects with an ApiError, after showing the failure's
 * `msg` as a toast (unless the call set noAlert) or, for 401/403, sending the shopper to login.
 * Throwing here means a caller of the client can never mistake a failure envelope for data.
 */
export const envelopeMiddleware: Middleware = {
  onRequest({ id }) {
    sentAs.set(id, noteRequestSent());
  },

  async onResponse({ request, response, id }) {
    const flags = callFlagsFor(id);
    const sequence = sentAs.get(id);
    sentAs.delete(id);
    const url = new URL(request.url);
    const where = `${request.method} ${url.pathname}`;
    const envelope = readEnvelope(await parseJson(response));

    if (
      UNAUTHORIZED_CODES.has(response.status) ||
      (envelope && UNAUTHORIZED_CODES.has(envelope.code))
    ) {
      forgetCallFlags(id);
      const forbidden = response.status === 403 || envelope?.code === 403;
      const redirected =
        flags.noLoginRedirect || (await redirectToLoginLazily({ forbidden, sentAs: sequence }));
      throw new ApiError({
        kind: redirected ? 'unauthorized' : 'forbidden',
        code: envelope?.code ?? null,
        msg: envelope?.msg ?? response.statusText,
        status: response.status,
        url: where,
      });
    }

    if (response.ok && envelope?.code === 200) {
      // Only the shopper's own calls count (tracking may be allowed where autoship is not).
      if (!flags.noLoginRedirect) forgetForbiddenRedirect();
      // The flags stay for the answer check, which runs next and forgets them.
      return response;
    }
    forgetCallFlags(id);

    if (response.ok && envelope === null) {
      // A 2xx that is not an envelope (an HTML maintenance page, malformed JSON): off the
      // contract, a failed call of its own kind, never shown as it is.
      const error = new ApiError({
        kind: 'invalid-answer',
        msg: 'The answer is not an envelope',
        status: response.status,
        url: where,
      });
      if (!flags.noReport)
        reportError(API_INVALID_ANSWER, { url: where, status: response.status, msg: error.msg });
      throw error;
    }

    const error = response.ok
      ? new ApiError({
          kind: 'envelope',
          code: envelope?.code ?? null,
          msg: envelope?.msg ?? '',
          status: response.status,
          url: where,
        })
      : new ApiError({
          kind: 'http',
          code: envelope?.code ?? null,
          msg: envelope?.msg ?? response.statusText,
          status: response.status,
          url: where,
        });
    if (error.kind === 'http' && !flags.noReport) {
      reportError(API_HTTP_ERROR, {
        url: where,
        status: error.status,
        code: error.code,
        msg: error.msg,
      });
    }
    const serverMessage = serverMessageOf(error);
    if (serverMessage !== null && alertAllowed(url, flags.noAlert)) showToast(serverMessage);
    throw error;
  },

  onError({ id }) {
    forgetCallFlags(id);
    sentAs.delete(id);
    return undefined;
  },
};
