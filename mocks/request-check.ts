/**
 * The mock backend checks every incoming request's query and body against
 * openapi.yaml, so a client that sends a stale field name (or drops a required one) gets a
 * failure naming the field instead of a success the real backend would not give. The checks are
 * precompiled by `npm run generate` (mocks/generated/request-validators.js, Ajv standalone code),
 * so the browser mock needs no schema engine. They come with the handlers (the browser worker's
 * chunk imports them), downloaded beside MSW rather than after it: asked for once the worker
 * had started, they were one more round trip before the page's first answer.
 */
import { requestValidators, type RequestValidator } from './generated/request-validators.js';
import type { OperationId } from './operations.ts';

function messages(where: string, validate: RequestValidator): string[] {
  return (validate.errors ?? []).map((error) => {
    const field =
      typeof error.params.missingProperty === 'string'
        ? `${error.instancePath}/${error.params.missingProperty}`
        : error.instancePath;
    return `${where}${field} ${error.message ?? 'is invalid'}`;
  });
}

async function readBody(request: Request, mediaType: string | undefined): Promise<unknown> {
  const copy = request.clone();
  if (mediaType === 'multipart/form-data') {
    const form = await copy.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
    });
    return fields;
  }
  const text = await copy.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * What is wrong with the request, per openapi.yaml: [] when it matches. Each entry names the
 * place (`query/region`, `body/orderItemList/0/variantId`) and the fault.
 */
export async function requestViolations(
  operationId: OperationId,
  request: Request,
): Promise<string[]> {
  const check = requestValidators[operationId];
  if (!check) return [];
  const found: string[] = [];
  if (check.query) {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    if (!check.query(query)) found.push(...messages('query', check.query));
  }
  if (check.body) {
    let body: unknown;
    try {
      body = await readBody(request, check.mediaType);
    } catch {
      return [...found, `body is not ${check.mediaType ?? 'readable'}`];
    }
    if (!check.body(body)) found.push(...messages('body', check.body));
  }
  return found;
}
