import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { contractOperation, validateRequestBody } from '#scripts/contract/openapi-validator.ts';
import { checkAnswer } from '#scripts/contract-check/answer-checks.ts';
import { arbitraryFor, resolveRef } from '#tests/support/schema-arbitrary.ts';

/**
 * `npm run mock:serve` (the mock HTTP server) on requests generated from openapi.yaml: for every
 * operation, any request the contract allows gets an answer the contract allows (a documented
 * status and media type, an envelope with a listed code, the schema), never a 500 or a refusal
 * of a valid request's form. Few runs per operation, to stay fast on a loaded machine.
 */
const RUNS = 8;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

interface GeneratedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function parameters(operationId: OperationId): Parameter[] {
  const raw = contractOperation(operationId).operation.parameters;
  return (Array.isArray(raw) ? raw : []).map((entry) => resolveRef(entry) as Parameter);
}

function requestMedia(operationId: OperationId): { media: string; schema: unknown } | null {
  const body = resolveRef(contractOperation(operationId).operation.requestBody) as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const [media, entry] = Object.entries(body?.content ?? {})[0] ?? [];
  return media === undefined ? null : { media, schema: entry?.schema };
}

function requestArbitrary(operationId: OperationId): fc.Arbitrary<GeneratedRequest> {
  const all = parameters(operationId);
  const model = (where: string) =>
    fc.record(
      Object.fromEntries(
        all.filter((p) => p.in === where).map((p) => [p.name, arbitraryFor(p.schema)]),
      ),
      { requiredKeys: all.filter((p) => p.in === where && p.required).map((p) => p.name) },
    );
  const media = requestMedia(operationId);
  return fc.record({
    path: model('path'),
    query: model('query'),
    body: media === null ? fc.constant(undefined) : arbitraryFor(media.schema),
  });
}

function toRequest(base: string, operationId: OperationId, generated: GeneratedRequest): Request {
  const info = OPERATIONS[operationId];
  const path = info.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(generated.path[name])),
  );
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(generated.query)) {
    url.searchParams.set(name, String(value));
  }
  const headers = new Headers({ Accept: 'application/json' });
  if (info.secured) headers.set('Authorization', 'Bearer property-test');
  const media = requestMedia(operationId)?.media;
  let body: BodyInit | undefined;
  if (media === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(generated.body as object)) {
      form.append(name, String(value));
    }
    body = form;
  } else if (media !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(generated.body);
  }
  return new Request(url, { method: info.method.toUpperCase(), headers, body });
}

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({ scenario: 'active' });
});

afterAll(async () => {
  await mock.close();
});

describe('mock:serve on generated valid requests', () => {
  it.each(OPERATION_IDS)('%s: every answer is on the contract', async (operationId) => {
    const media = requestMedia(operationId);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(operationId), async (generated) => {
        // The generator's own promise: the request is one openapi.yaml allows.
        if (media !== null) {
          const { errors } = validateRequestBody(operationId, generated.body, media.media);
          expect(errors, 'the generated request is off the contract').toEqual([]);
        }
        const response = await fetch(toRequest(mock.url, operationId, generated));
        const text = await response.text();
        const verdict = checkAnswer(operationId, OPERATIONS[operationId].secured, {
          status: response.status,
          contentType: response.headers.get('content-type'),
          text,
        });
        expect(verdict.violations, `${response.status} ${text.slice(0, 200)}`).toEqual([]);
        // A valid request is never refused for its form (4000 is for requests off the contract).
        expect(text, 'a valid request refused').not.toMatch(/"code":4000/);
      }),
      { numRuns: RUNS, seed: 20261126 },
    );
  });

  it('answers TRACE as HTTP says: 405 with the methods it allows', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<{ code?: number; allow?: string }>((resolve, reject) => {
      const call = request(
        `${mock.url}/autoShip/queryAutoShipPlan`,
        { method: 'TRACE' },
        (answer) => {
          answer.resume();
          resolve({ code: answer.statusCode, allow: answer.headers.allow });
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(status).toEqual({ code: 405, allow: 'GET, POST, OPTIONS' });
  });
});
