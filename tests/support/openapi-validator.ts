import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Validates bodies against openapi.yaml with Ajv (JSON Schema 2020-12, the dialect of OpenAPI
 * 3.1), for the contract tests and for the mock layer checking every answer it gives.
 *
 * The document is read and compiled once per process, lazily; every schema of
 * `components.schemas` is registered once under one root id, and each operation's schema is
 * compiled on first use and cached, so validating in a hot loop costs one Ajv call.
 */
// A plain path, not a URL object: under jsdom the global URL is jsdom's, which node:fs rejects.
export const OPENAPI_PATH = resolvePath(
  dirname(fileURLToPath(import.meta.url)),
  '../../openapi.yaml',
);

const ROOT_ID = 'urn:autoship:openapi';
const SCHEMA_REF_PREFIX = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const JSON_MEDIA_TYPE = 'application/json';

export type HttpMethod = (typeof METHODS)[number];

export interface ValidationResult {
  valid: boolean;
  /** Readable messages: `<where> <what>`, e.g. `/data/status must be equal to one of the allowed values`. */
  errors: string[];
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** The raw operation object of the document ($refs not resolved). */
  operation: Record<string, unknown>;
}

export interface NamedExample {
  operationId: string;
  /** 'request' for a request body example, else the response status ('200', '401', …). */
  status: string;
  mediaType: string;
  name: string;
  value: unknown;
  /** The schema the example belongs to, with its $refs pointing into the compiled root. */
  schema: unknown;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// ajv-formats is CommonJS; depending on the loader its function is the module or its default.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

interface Loaded {
  document: JsonObject;
  ajv: Ajv2020;
  operations: Map<string, ContractOperation>;
  compiled: Map<string, ValidateFunction>;
}

let loaded: Loaded | null = null;

/** Rewrites `#/components/schemas/X` to the compiled root's `$defs`, leaving everything else. */
function pointIntoRoot(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointIntoRoot);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF_PREFIX)
        ? `${ROOT_ID}#/$defs/${value.slice(SCHEMA_REF_PREFIX.length)}`
        : pointIntoRoot(value);
  }
  return out;
}

function load(): Loaded {
  if (loaded) return loaded;
  const document: unknown = parse(readFileSync(OPENAPI_PATH, 'utf8'));
  if (!isObject(document)) throw new Error('openapi.yaml is not an object');

  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's own annotation keywords: allowed in schemas, meaningless to validation.
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  ajv.addSchema({ $id: ROOT_ID, $defs: pointIntoRoot(schemas) });

  const operations = new Map<string, ContractOperation>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path,
        operation,
      });
    }
  }

  loaded = { document, ajv, operations, compiled: new Map() };
  return loaded;
}

/** Follows `$ref` pointers inside the document (responses, examples, request bodies). */
function resolve(node: unknown): unknown {
  let current = node;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`cannot resolve ${ref}`);
    seen.add(ref);
    let target: unknown = load().document;
    for (const raw of ref.slice(2).split('/')) {
      const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isObject(target) ? target[segment] : undefined;
    }
    if (target === undefined) throw new Error(`${ref} points nowhere`);
    current = target;
  }
  return current;
}

function formatErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath === '' ? '(body)' : error.instancePath;
    const extra =
      error.keyword === 'additionalProperties' && 'additionalProperty' in error.params
        ? ` (${String(error.params.additionalProperty)})`
        : error.keyword === 'enum' && 'allowedValues' in error.params
          ? ` ${JSON.stringify(error.params.allowedValues)}`
          : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}

function run(validate: ValidateFunction, body: unknown): ValidationResult {
  const valid = validate(body);
  return { valid, errors: valid ? [] : formatErrors(validate.errors) };
}

function invalid(message: string): ValidationResult {
  return { valid: false, errors: [message] };
}

function compileCached(key: string, schema: unknown): ValidateFunction {
  const state = load();
  // Most answers are a bare $ref to a named schema: reuse that schema's one compiled validator.
  if (
    isObject(schema) &&
    Object.keys(schema).length === 1 &&
    typeof schema.$ref === 'string' &&
    schema.$ref.startsWith(SCHEMA_REF_PREFIX)
  ) {
    return schemaFor(schema.$ref);
  }
  let validate = state.compiled.get(key);
  if (!validate) {
    validate = state.ajv.compile(pointIntoRoot(schema) as JsonObject);
    state.compiled.set(key, validate);
  }
  return validate;
}

function pickMediaType(content: JsonObject, mediaType: string | undefined): string | undefined {
  if (mediaType !== undefined) return mediaType in content ? mediaType : undefined;
  return JSON_MEDIA_TYPE in content ? JSON_MEDIA_TYPE : Object.keys(content)[0];
}

/** Every operation of the contract, keyed by operationId. */
export function contractOperations(): ReadonlyMap<string, ContractOperation> {
  return load().operations;
}

export function contractOperation(operationId: string): ContractOperation {
  const operation = load().operations.get(operationId);
  if (!operation) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return operation;
}

/** The parsed openapi.yaml (read once). */
export function openApiDocument(): JsonObject {
  return load().document;
}

/**
 * The schema of an operation's answer for a status (falling back to `default`), or null when the
 * contract declares that status without a body.
 */
export function responseSchema(
  operationId: string,
  status: number | string,
  mediaType?: string,
): unknown {
  const { operation } = contractOperation(operationId);
  const responses = isObject(operation.responses) ? operation.responses : {};
  const declared = responses[String(status)] ?? responses.default;
  if (declared === undefined) {
    throw new Error(`${operationId} declares no ${status} answer (and no default)`);
  }
  const response = resolve(declared);
  const content = isObject(response) && isObject(response.content) ? response.content : null;
  if (!content) return null;
  const chosen = pickMediaType(content, mediaType);
  const media = chosen === undefined ? undefined : resolve(content[chosen]);
  return isObject(media) && 'schema' in media ? media.schema : null;
}

/** Does `body` match what the contract says `operationId` answers with `status`? */
export function validateResponse(
  operationId: string,
  status: number | string,
  body: unknown,
  mediaType?: string,
): ValidationResult {
  let schema: unknown;
  try {
    schema = responseSchema(operationId, status, mediaType);
  } catch (error) {
    return invalid(error instanceof Error ? error.message : String(error));
  }
  if (schema === null) {
    return body === undefined || body === null || body === ''
      ? { valid: true, errors: [] }
      : invalid(`${operationId} ${status} declares no body`);
  }
  return run(compileCached(`response ${operationId} ${status} ${mediaType ?? ''}`, schema), body);
}

/**
 * Does `body` match the operation's request body? JSON by default; pass
 * 'multipart/form-data' for the beacon (form fields as an object of strings).
 */
export function validateRequestBody(
  operationId: string,
  body: unknown,
  mediaType?: string,
): ValidationResult {
  const { operation } = contractOperation(operationId);
  const requestBody = resolve(operation.requestBody);
  if (!isObject(requestBody) || !isObject(requestBody.content)) {
    return body === undefined
      ? { valid: true, errors: [] }
      : invalid(`${operationId} takes no body`);
  }
  const chosen = pickMediaType(requestBody.content, mediaType);
  const media = chosen === undefined ? undefined : resolve(requestBody.content[chosen]);
  if (!isObject(media) || !('schema' in media)) {
    return invalid(`${operationId} has no request schema for ${mediaType ?? JSON_MEDIA_TYPE}`);
  }
  return run(compileCached(`request ${operationId} ${chosen ?? ''}`, media.schema), body);
}

/** The compiled validator of a named schema: `schemaFor('Plan')` or `schemaFor('#/components/schemas/Plan')`. */
export function schemaFor(ref: string): ValidateFunction {
  const name = ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : ref;
  const validate = load().ajv.getSchema(`${ROOT_ID}#/$defs/${name}`);
  if (!validate) throw new Error(`openapi.yaml has no schema ${name}`);
  return validate;
}

/** Validates against a named schema and returns readable errors. */
export function validateSchema(ref: string, value: unknown): ValidationResult {
  return run(schemaFor(ref), value);
}

function failWith(what: string, result: ValidationResult, body: unknown): void {
  if (result.valid) return;
  const shown = JSON.stringify(body);
  throw new Error(
    `${what} does not match openapi.yaml:\n  ${result.errors.join('\n  ')}\nbody: ${
      shown.length > 600 ? `${shown.slice(0, 600)}…` : shown
    }`,
  );
}

/** Throws a readable error when the answer does not match the contract. */
export function assertValidResponse(
  operationId: string,
  status: number | string,
  body: unknown,
  mediaType?: string,
): void {
  failWith(
    `${operationId} ${status} answer`,
    validateResponse(operationId, status, body, mediaType),
    body,
  );
}

/** Throws a readable error when the request body does not match the contract. */
export function assertValidRequestBody(
  operationId: string,
  body: unknown,
  mediaType?: string,
): void {
  failWith(`${operationId} request body`, validateRequestBody(operationId, body, mediaType), body);
}

/** Every named example of every operation (request bodies and answers), $refs resolved. */
export function namedExamples(): NamedExample[] {
  const found: NamedExample[] = [];
  const collect = (operationId: string, status: string, content: unknown) => {
    if (!isObject(content)) return;
    for (const [mediaType, rawMedia] of Object.entries(content)) {
      const media = resolve(rawMedia);
      if (!isObject(media) || !isObject(media.examples)) continue;
      for (const [name, rawExample] of Object.entries(media.examples)) {
        const example = resolve(rawExample);
        if (!isObject(example) || !('value' in example)) continue;
        found.push({
          operationId,
          status,
          mediaType,
          name,
          value: example.value,
          schema: media.schema,
        });
      }
    }
  };
  for (const { operationId, operation } of load().operations.values()) {
    const requestBody = resolve(operation.requestBody);
    if (isObject(requestBody)) collect(operationId, 'request', requestBody.content);
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
      const response = resolve(raw);
      if (isObject(response)) collect(operationId, status, response.content);
    }
  }
  return found;
}

/** Validates a named example against the schema it sits next to. */
export function validateExample(example: NamedExample): ValidationResult {
  if (example.schema === undefined) return invalid('the example has no schema next to it');
  return run(
    compileCached(
      `example ${example.operationId} ${example.status} ${example.mediaType}`,
      example.schema,
    ),
    example.value,
  );
}
