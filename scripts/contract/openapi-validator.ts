import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { isDateTime, isFullDate } from './rfc3339.ts';

/**
 * Validates bodies against openapi.yaml with Ajv (JSON Schema 2020-12, the dialect of OpenAPI
 * 3.1), for the contract tests and for the mock layer checking every answer it gives.
 *
 * The document is read and compiled once per process, lazily; every schema of
 * `components.schemas` is registered once under one root id, and each operation's schema is
 * compiled on first use and cached, so validating in a hot loop costs one Ajv call.
 */
// A plain path, not a URL object: under jsdom the global URL is jsdom's, which node:fs rejects.
const OPENAPI_PATH = resolvePath(dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

const ROOT_ID = 'urn:autoship:openapi';
const SCHEMA_REF_PREFIX = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const JSON_MEDIA_TYPE = 'application/json';

type HttpMethod = (typeof METHODS)[number];

export interface ValidationResult {
  valid: boolean;
  /** Readable messages: `<where> <what>`, e.g. `/data/status must be equal to one of the allowed values`. */
  errors: string[];
  /** The same violations, structured for a report: where, what was expected, what was there. */
  issues: ValidationIssue[];
}

interface ValidationIssue {
  /** JSON pointer into the body of the value at fault ('' for the body itself). */
  path: string;
  /** The JSON Schema keyword that failed (type, required, enum, format, …). */
  keyword: string;
  expected: string;
  /** The value found there, as JSON ('(missing)' for an absent required field). */
  actual: string;
  message: string;
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

  // strictRequired off: Plan's if/then requires fields its `then` does not redefine (they are
  // Plan's own properties beside it), which is valid JSON Schema.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // RFC 3339 as written, not ajv-formats' lenient reading (a space for `T`, `+0000`).
  ajv.addFormat('date-time', isDateTime);
  ajv.addFormat('date', isFullDate);
  // OpenAPI's own annotation keywords: allowed in schemas, meaningless to validation.
  ajv.addVocabulary([
    'discriminator',
    'xml',
    'externalDocs',
    'example',
    'x-envelope-codes',
    'x-proposed',
  ]);
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

/** The value at a JSON pointer, or undefined. */
function valueAt(body: unknown, pointer: string): unknown {
  if (pointer === '') return body;
  let current = body;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

function shown(value: unknown): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function expectation(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `type ${String(params.type)}`;
    case 'required':
      return 'present (required)';
    case 'enum':
      return `one of ${JSON.stringify(params.allowedValues)}`;
    case 'const':
      return `${JSON.stringify(params.allowedValue)}`;
    case 'format':
      return `format ${String(params.format)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return `${error.keyword} ${String(params.limit)}`;
    case 'pattern':
      return `pattern ${String(params.pattern)}`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'no such property';
    case 'not':
      return isObject(error.schema) && error.schema.type === 'null'
        ? 'not null'
        : (error.message ?? error.keyword);
    default:
      return error.message ?? error.keyword;
  }
}

/**
 * Ajv reports a failed `oneOf` as every branch's errors plus the oneOf itself; a nullable field
 * adds "must be null" next to the real fault. Only the most specific errors are kept: an error
 * whose path is a strict prefix of another's says less about the same value.
 */
function toIssues(errors: readonly ErrorObject[], body: unknown): ValidationIssue[] {
  const issues = errors.map((error): ValidationIssue => {
    const params = error.params as Record<string, unknown>;
    const path =
      error.keyword === 'required'
        ? `${error.instancePath}/${String(params.missingProperty)}`
        : error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties'
          ? `${error.instancePath}/${String(params.additionalProperty ?? params.unevaluatedProperty)}`
          : error.instancePath;
    return {
      path,
      keyword: error.keyword,
      expected: expectation(error),
      actual: shown(valueAt(body, path)),
      message: `${path === '' ? '(body)' : path} ${error.message ?? error.keyword}`,
    };
  });
  const specific = issues.filter(
    (issue) =>
      !issues.some((other) => other.path !== issue.path && other.path.startsWith(`${issue.path}/`)),
  );
  const unique = new Map<string, ValidationIssue>();
  for (const issue of specific) {
    // The failed oneOf itself, and the "must be null" of a nullable value's other branch.
    const other = specific.some(
      (o) => o.path === issue.path && o !== issue && o.keyword !== 'oneOf',
    );
    if ((issue.keyword === 'oneOf' || issue.expected === 'type null') && other) continue;
    unique.set(`${issue.path} ${issue.keyword} ${issue.expected}`, issue);
  }
  return [...unique.values()];
}

function run(validate: ValidateFunction, body: unknown): ValidationResult {
  const valid = validate(body);
  if (valid) return { valid, errors: [], issues: [] };
  const errors = validate.errors ?? [];
  return { valid, errors: formatErrors(errors), issues: toIssues(errors, body) };
}

function invalid(message: string): ValidationResult {
  return {
    valid: false,
    errors: [message],
    issues: [{ path: '', keyword: 'contract', expected: message, actual: '', message }],
  };
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
      ? { valid: true, errors: [], issues: [] }
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
      ? { valid: true, errors: [], issues: [] }
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
function schemaFor(ref: string): ValidateFunction {
  const name = ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : ref;
  const validate = load().ajv.getSchema(`${ROOT_ID}#/$defs/${name}`);
  if (!validate) throw new Error(`openapi.yaml has no schema ${name}`);
  return validate;
}

/** Validates against a named schema and returns readable errors. */
export function validateSchema(ref: string, value: unknown): ValidationResult {
  return run(schemaFor(ref), value);
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

/** The statuses an operation documents, each with its media types ([] for a bodiless answer). */
export function documentedResponses(operationId: string): Map<string, string[]> {
  const { operation } = contractOperation(operationId);
  const responses = isObject(operation.responses) ? operation.responses : {};
  const documented = new Map<string, string[]>();
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolve(raw);
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    documented.set(status, Object.keys(content));
  }
  return documented;
}

/** The property schemas a value may have under `schema` (every branch of a composition). */
function propertySchemas(schema: unknown, depth = 0): Map<string, unknown[]> | null {
  const node = resolve(schema);
  if (!isObject(node) || depth > 20) return null;
  const found = new Map<string, unknown[]>();
  let open = false;
  const add = (more: Map<string, unknown[]> | null) => {
    if (more === null) {
      open = true;
      return;
    }
    for (const [name, schemas] of more) found.set(name, [...(found.get(name) ?? []), ...schemas]);
  };
  if (isObject(node.properties)) {
    for (const [name, value] of Object.entries(node.properties)) found.set(name, [value]);
  } else if (!['allOf', 'oneOf', 'anyOf'].some((key) => Array.isArray(node[key]))) {
    // A schema that lists no properties is open: nothing under it is "unknown".
    return null;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const resolved = resolve(branch);
      if (isObject(resolved) && (resolved.type === 'null' || resolved.type === 'string')) continue;
      add(propertySchemas(branch, depth + 1));
    }
  }
  return open ? null : found;
}

function itemSchemas(schema: unknown, depth = 0): unknown[] {
  const node = resolve(schema);
  if (!isObject(node) || depth > 20) return [];
  const found: unknown[] = node.items === undefined ? [] : [node.items];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const b of branches) found.push(...itemSchemas(b, depth + 1));
  }
  return found;
}

function collectUnknown(value: unknown, schemas: unknown[], path: string, out: string[]): void {
  if (Array.isArray(value)) {
    const items = schemas.flatMap((schema) => itemSchemas(schema));
    if (items.length > 0)
      value.forEach((item, i) => collectUnknown(item, items, `${path}/${i}`, out));
    return;
  }
  if (!isObject(value)) return;
  const known = new Map<string, unknown[]>();
  for (const schema of schemas) {
    const properties = propertySchemas(schema);
    if (properties === null) return;
    for (const [name, list] of properties) known.set(name, [...(known.get(name) ?? []), ...list]);
  }
  for (const [name, child] of Object.entries(value)) {
    const childSchemas = known.get(name);
    if (childSchemas === undefined) out.push(`${path}/${name}`);
    else collectUnknown(child, childSchemas, `${path}/${name}`, out);
  }
}

/**
 * Fields of an answer the contract does not list (JSON pointers). Not a violation: the app is
 * tolerant of additions, but a backend engineer wants to know (a rename shows up here first).
 */
export function unknownFields(
  operationId: string,
  status: number | string,
  body: unknown,
  mediaType?: string,
): string[] {
  let schema: unknown;
  try {
    schema = responseSchema(operationId, status, mediaType);
  } catch {
    return [];
  }
  if (schema === null) return [];
  const out: string[] = [];
  collectUnknown(body, [schema], '', out);
  return out;
}
