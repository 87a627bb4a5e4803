import type { Middleware } from 'openapi-fetch';
import { reportError } from '#src/domain/error-reporter.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import { ApiError } from '#src/api/api-error.ts';
import { answerValidators, type AnswerValidator } from '#src/api/generated/answer-validators.js';
import { readResponseJson } from './response-body.ts';

export const API_INVALID_ANSWER = 'API_INVALID_ANSWER';

/** Ajv standalone checks from openapi.yaml, one chunk per operation, fetched with the request. */
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
 * A 2xx off the contract is a failed call, not a "no plan" view. Registered first so it runs last
 * on the way back. `report: false` for tracking, whose reports would loop.
 */
export function createAnswerShapeMiddleware({
  report = true,
}: { report?: boolean } = {}): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const route = `${request.method.toUpperCase()} ${schemaPath}`;
      loadValidator(route).catch(() => undefined); // retried by the next call
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
      if (!validate) return response;
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
