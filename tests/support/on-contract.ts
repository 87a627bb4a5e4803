/**
 * Whether a request is on the contract (its path parameters, query and body as openapi.yaml
 * asks): a test backend's deliberate mistake is about what a valid request does, so a request
 * off the contract gets the mock's own refusal (contract:check sends many on purpose).
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import { requestViolations } from '#mocks/request-check.ts';
import { parameters } from '#scripts/contract-check/request-schema.ts';

function pathOnContract(operationId: OperationId, pathname: string): boolean {
  const template = OPERATIONS[operationId].path.split('/');
  const segments = pathname.split('/').slice(-template.length);
  return parameters(operationId)
    .filter((parameter) => parameter.in === 'path')
    .every((parameter) => {
      const value = decodeURIComponent(segments[template.indexOf(`{${parameter.name}}`)] ?? '');
      const schema = typeof parameter.schema === 'object' ? parameter.schema : {};
      if (schema.type === 'integer') {
        const minimum = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
        return /^-?\d+$/.test(value) && Number(value) >= minimum;
      }
      return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
    });
}

export async function onContract(
  operationId: OperationId,
  url: URL,
  init: { method: string; headers: Headers; body: Uint8Array | undefined },
): Promise<boolean> {
  if (!pathOnContract(operationId, url.pathname.replace(/\.js$/, ''))) return false;
  const request = new Request(url, {
    method: init.method,
    headers: init.headers,
    ...(init.body === undefined || init.body.length === 0
      ? {}
      : { body: new Uint8Array(init.body) }),
  });
  return (await requestViolations(operationId, request)).length === 0;
}
