import type { Middleware } from 'openapi-fetch';
import type { components } from '#src/api/generated/schema.d.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { ApiError } from '#src/api/api-error.ts';
import { forgetForbiddenRedirect, noteRequestSent } from '#src/api/login-redirect-memory.ts';
import { redirectToLogin } from '#src/api/login-redirect.ts';
import { API_INVALID_ANSWER } from './answer-shape.ts';
import { readResponseJson } from './response-body.ts';

const API_HTTP_ERROR = 'API_HTTP_ERROR';

const UNAUTHORIZED_CODES = new Set([401, 403]);

/** For login-redirect.ts: one redirect for calls sent together. */
const sentAs = new Map<string, number>();

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

export interface EnvelopeOptions {
  /** Tracking must never navigate. */
  loginRedirect?: boolean;
  /** Trace calls report their own. */
  report?: boolean;
}

/**
 * Spec sections 7 and 8: only HTTP 2xx with `code: 200` succeeds; anything else rejects, so no
 * caller can mistake a failure envelope for data.
 */
export function createEnvelopeMiddleware({
  loginRedirect = true,
  report = true,
}: EnvelopeOptions = {}): Middleware {
  return {
    onRequest({ id }) {
      sentAs.set(id, noteRequestSent());
    },
    onResponse: ({ request, response, id }) =>
      checkEnvelope(request, response, id, { loginRedirect, report }),
    onError({ id }) {
      sentAs.delete(id);
      return undefined;
    },
  };
}

async function checkEnvelope(
  request: Request,
  response: Response,
  id: string,
  { loginRedirect, report }: Required<EnvelopeOptions>,
): Promise<Response> {
  const sequence = sentAs.get(id);
  sentAs.delete(id);
  const url = new URL(request.url);
  const where = `${request.method} ${url.pathname}`;
  const envelope = readEnvelope(await parseJson(response));

  if (
    UNAUTHORIZED_CODES.has(response.status) ||
    (envelope && UNAUTHORIZED_CODES.has(envelope.code))
  ) {
    const forbidden = response.status === 403 || envelope?.code === 403;
    const redirected = !loginRedirect || redirectToLogin({ forbidden, sentAs: sequence });
    throw new ApiError({
      kind: redirected ? 'unauthorized' : 'forbidden',
      code: envelope?.code ?? null,
      msg: envelope?.msg ?? response.statusText,
      status: response.status,
      url: where,
    });
  }

  if (response.ok && envelope?.code === 200) {
    // Only the shopper's calls count: tracking may be allowed where autoship is not.
    if (loginRedirect) forgetForbiddenRedirect();
    return response;
  }

  if (response.ok && envelope === null) {
    // An HTML maintenance page or malformed JSON: off the contract, never shown.
    const error = new ApiError({
      kind: 'invalid-answer',
      msg: 'The answer is not an envelope',
      status: response.status,
      url: where,
    });
    if (report)
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
  if (error.kind === 'http' && report) {
    reportError(API_HTTP_ERROR, {
      url: where,
      status: error.status,
      code: error.code,
      msg: error.msg,
    });
  }
  throw error;
}
