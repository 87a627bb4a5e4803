import type { Middleware } from 'openapi-fetch';
import { reportError } from '#src/domain/error-reporter.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import { ApiError } from '#src/api/api-error.ts';
import { answerValidators, type AnswerValidator } from '#src/api/generated/answer-validators.js';
import { readResponseJson } from './response-body.ts';

export const API_INVALID_ANSWER = 'API_INVALID_ANSWER';

/**
 * The checks are generated from openapi.yaml (`npm run generate`, Ajv standalone code: plain
 * functions, no schema engine), one chunk per operation, so a page downloads and compiles only
 * the checks of the calls it makes. Each is started with its request, so it arrives
 * alongside the answer: the main chunk carries only the table of loaders.
 */
const loaders = new Map<string, () => Promise<AnswerValidator | undefined>>();
function loadValidator(route: string): Promise<AnswerValidator | undefined> {
  let load = loaders.get(route);
  if (!load) {
    const importChecks = answerValidators[route];
    load = loadOnce(async () => (importChecks ? (await importChecks()).validate : undefined));
    loaders.set(route, load);
  }
  return load();
}

/**
 * Every successful answer is checked against the shape the contract gives
 * for it before anything reads it, so a plan whose `data` is a string, a `first_name: 5` or an
 * address list that is not a list is a failed call (kind `invalid-answer`, reported with the
 * path, never shown as it is), not a "no plan" view or "Ship to (5)". Registered first, so on
 * the way back it runs last: after the envelope (or store) middleware has ruled out failures.
 * `report: false` for tracking, which reports its own failures (trace-call.ts): reported here too,
 * a failure was forwarded as tracking again and failed again.
 */
export function createAnswerShapeMiddleware({
  report = true,
}: { report?: boolean } = {}): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const route = `${request.method.toUpperCase()} ${schemaPath}`;
      loadValidator(route).catch(() => undefined); // a failed download is tried again by the next call
      return undefined;
    },

    async onResponse({ request, response, schemaPath }) {
      const where = `${request.method} ${new URL(request.url).pathname}`;
      const route = `${request.method.toUpperCase()} ${schemaPath}`;
      let validate: AnswerValidator | undefined;
      try {
        validate = await loadValidator(route);
      } catch (cause) {
        throw new ApiError({
          kind: 'network',
          msg: 'The answer checks could not load',
          url: where,
          cause,
        });
      }
      if (!validate) return response; // not a JSON answer of the contract (none today)
      const body = await readResponseJson(response);
      if (body.ok && validate(body.value)) return response;
      const error = new ApiError({
        kind: 'invalid-answer',
        msg: body.ok ? 'The answer is off the contract' : 'The answer is not JSON',
        status: response.status,
        url: where,
      });
      if (report) {
        reportError(API_INVALID_ANSWER, { url: where, status: response.status, msg: error.msg });
      }
      throw error;
    },
  };
}

export const answerShapeMiddleware = createAnswerShapeMiddleware();
