#!/usr/bin/env node
// Writes src/api/generated/answer-validators/<operationId>.js (+ .d.ts): one precompiled check per
// contract operation of the shape of its HTTP 200 answer, from openapi.yaml, and
// src/api/generated/answer-validators.js, the table that loads each on demand. The checks are
// compiled here, at generate time, to plain JavaScript, so the app ships a few small functions
// and no schema engine (an answer off the contract is an error, never a fake state). One module
// per answer shape: a page downloads and compiles only the checks of the calls it makes. Run by
// `npm run generate`; CI fails when a committed file is stale.
//
// The app's checks only answer yes or no, so they are compiled by @exodus/schemasafe, whose code
// for a yes-or-no check is plain `if (…) return false` lines: the plan's three checks are 1.3 KB
// gzip against 3.3 KB of Ajv standalone code, which builds an error object (paths, keyword,
// params) at every failure point even when nothing reads it; that weight was on the first paint
// of the account and review pages. The mock's request checks below must name the failing field,
// so they stay Ajv's, with messages.
//
// Cheap on purpose: types, required fields, enums, lengths and bounds; no `format` checks (a
// date-time the app cannot read is handled where it is read).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { validator } from '@exodus/schemasafe';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { parse } from 'yaml';

const standaloneCode = standaloneCodeModule.default ?? standaloneCodeModule;
const OUT = 'src/api/generated/answer-validators.js';
const OUT_DIR = 'src/api/generated/answer-validators';
const ROOT_ID = 'urn:autoship:answers';
const SCHEMA_REF_PREFIX = '#/components/schemas/';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

const document = parse(readFileSync('openapi.yaml', 'utf8'));

function resolve(node) {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    let target = document;
    for (const segment of current.$ref.slice(2).split('/')) target = target?.[segment];
    current = target;
  }
  return current;
}

// Annotations only: they change nothing a check decides, and would be shipped as text.
const ANNOTATIONS = new Set(['description', 'examples', 'example', 'summary', 'title', 'format']);

function pointIntoRoot(node) {
  if (Array.isArray(node)) return node.map(pointIntoRoot);
  if (!isObject(node)) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key) && typeof value !== 'object') continue;
    if (key === 'examples' || key === 'example') continue;
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF_PREFIX)
        ? `${ROOT_ID}#/$defs/${value.slice(SCHEMA_REF_PREFIX.length)}`
        : pointIntoRoot(value);
  }
  return out;
}

/**
 * An Ajv that writes standalone code for the contract's schemas, with every error and its
 * message: the mock's request checks name the field.
 */
function standaloneAjv() {
  const instance = new Ajv2020({
    code: { source: true, esm: true, optimize: true },
    strict: true,
    // Plan's if/then requires fields defined beside it, not in the `then` (valid JSON Schema).
    strictRequired: false,
    allowUnionTypes: true,
    unicode: false,
    validateFormats: false,
    allErrors: true,
    messages: true,
  });
  // OpenAPI's annotation keywords and `format` (not checked here: see above).
  instance.addVocabulary([
    'discriminator',
    'xml',
    'externalDocs',
    'example',
    'x-envelope-codes',
    'x-proposed',
  ]);
  return instance;
}

// The same annotations, for schemasafe: taken out rather than allowed as unknown keywords, so a
// keyword it does not know (a typo in openapi.yaml) still stops the generator.
const OPENAPI_ANNOTATIONS = new Set([
  'discriminator',
  'xml',
  'externalDocs',
  'x-envelope-codes',
  'x-proposed',
]);
function withoutAnnotations(node) {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !OPENAPI_ANNOTATIONS.has(key))
      .map(([key, value]) => [key, withoutAnnotations(value)]),
  );
}

/** A yes-or-no check of `schema` (refs into the contract's schemas), as a module's source. */
function answerCheckModule(schema, root) {
  const check = validator(
    { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema },
    {
      schemas: { [ROOT_ID]: root },
      mode: 'default',
      includeErrors: false,
      // Parsed JSON: no undefined values, functions or prototypes to guard against.
      isJSON: true,
      formatAssertion: false,
      extraFormats: false,
    },
  );
  return `export const validate = ${check.toModule()};\n`;
}

const answerRoot = withoutAnnotations({
  $id: ROOT_ID,
  $defs: pointIntoRoot(document.components.schemas),
});
const answerChecks = {};
const routes = [];
for (const [path, item] of Object.entries(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!isObject(operation)) continue;
    const response = resolve(operation.responses?.['200']);
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) continue;
    answerChecks[operation.operationId] = withoutAnnotations(pointIntoRoot(schema));
    routes.push([`${method.toUpperCase()} ${path}`, operation.operationId]);
  }
}

const header =
  '// Generated by scripts/generate-answer-validators.mjs from openapi.yaml: do not edit.\n' +
  '/* eslint-disable */\n';
rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
for (const [operationId, schema] of Object.entries(answerChecks)) {
  writeFileSync(
    `${OUT_DIR}/${operationId}.js`,
    `${header}${answerCheckModule(schema, answerRoot)}`,
  );
  writeFileSync(
    `${OUT_DIR}/${operationId}.d.ts`,
    `// Generated by scripts/generate-answer-validators.mjs from openapi.yaml: do not edit.\n` +
      `import type { AnswerValidator } from '../answer-validators.js';\n` +
      `export declare const validate: AnswerValidator;\n`,
  );
}
const table = routes
  .map(
    ([route, operationId]) =>
      `  ${JSON.stringify(route)}: () => import('./answer-validators/${operationId}.js'),`,
  )
  .join('\n');
writeFileSync(
  OUT,
  `${header}\n/** "METHOD /contract/path/{param}" → loads the check of its HTTP 200 answer. */\nexport const answerValidators = {\n${table}\n};\n`,
);
writeFileSync(
  OUT.replace(/\.js$/, '.d.ts'),
  `// Generated by scripts/generate-answer-validators.mjs from openapi.yaml: do not edit.\n` +
    `/** True when the answer has the shape the contract gives for HTTP 200. */\n` +
    `export type AnswerValidator = (answer: unknown) => boolean;\n` +
    `/** Downloads an operation's check (its own chunk). */\n` +
    `export type AnswerValidatorLoader = () => Promise<{ validate: AnswerValidator }>;\n` +
    `export declare const answerValidators: Readonly<Record<string, AnswerValidatorLoader>>;\n`,
);
console.log(`answer validators: ${routes.length} operations → ${OUT}`);

// The mock backend's request checks: each operation's query (its `in: query`
// parameters) and body, precompiled the same way into mocks/generated/, so the mock validates
// every incoming request in the browser (dev, the mock build) and in Vitest alike, and a client
// sending a stale field name is answered with a failure that says which field. Mock code only:
// the production bundle never imports it. With messages: the failure names the field.
const REQUEST_OUT = 'mocks/generated/request-validators.js';
const REQUEST_ROOT_ID = 'urn:autoship:requests';
const requestAjv = standaloneAjv();
const requestRoot = JSON.parse(
  JSON.stringify(pointIntoRoot(document.components.schemas)).replaceAll(
    `${ROOT_ID}#/$defs/`,
    `${REQUEST_ROOT_ID}#/$defs/`,
  ),
);
requestAjv.addSchema({ $id: REQUEST_ROOT_ID, $defs: requestRoot });
const pointIntoRequestRoot = (schema) =>
  JSON.parse(
    JSON.stringify(pointIntoRoot(schema)).replaceAll(
      `${ROOT_ID}#/$defs/`,
      `${REQUEST_ROOT_ID}#/$defs/`,
    ),
  );

const requestExports = {};
const requestTable = [];
for (const item of Object.values(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!isObject(operation)) continue;
    const { operationId } = operation;
    const entry = [];
    const query = (operation.parameters ?? []).map(resolve).filter((p) => p?.in === 'query');
    if (query.length > 0) {
      const id = `${REQUEST_ROOT_ID}:${operationId}:query`;
      requestAjv.addSchema({
        $id: id,
        type: 'object',
        required: query.filter((p) => p.required).map((p) => p.name),
        properties: Object.fromEntries(query.map((p) => [p.name, pointIntoRequestRoot(p.schema)])),
      });
      requestExports[`${operationId}Query`] = id;
      entry.push(`query: ${operationId}Query`);
    }
    const content = resolve(operation.requestBody)?.content;
    if (isObject(content)) {
      const [mediaType, media] = Object.entries(content)[0];
      const id = `${REQUEST_ROOT_ID}:${operationId}:body`;
      requestAjv.addSchema({ $id: id, ...pointIntoRequestRoot(resolve(media).schema) });
      requestExports[`${operationId}Body`] = id;
      entry.push(`mediaType: ${JSON.stringify(mediaType)}`, `body: ${operationId}Body`);
    }
    requestTable.push(`  ${operationId}: { ${entry.join(', ')} },`);
  }
}
mkdirSync(dirname(REQUEST_OUT), { recursive: true });
writeFileSync(
  REQUEST_OUT,
  `// Generated by scripts/generate-answer-validators.mjs from openapi.yaml: do not edit.\n/* eslint-disable */\n` +
    `${standaloneCode(requestAjv, requestExports)}\n\n` +
    `/** operationId → the checks of its query and body (and the body's media type). */\n` +
    `export const requestValidators = {\n${requestTable.join('\n')}\n};\n`,
);
writeFileSync(
  REQUEST_OUT.replace(/\.js$/, '.d.ts'),
  `// Generated by scripts/generate-answer-validators.mjs from openapi.yaml: do not edit.\n` +
    `export interface RequestValidator {\n  (value: unknown): boolean;\n  errors?: { instancePath: string; message?: string; params: Record<string, unknown> }[] | null;\n}\n` +
    `export interface RequestChecks {\n  query?: RequestValidator;\n  mediaType?: string;\n  body?: RequestValidator;\n}\n` +
    `export declare const requestValidators: Readonly<Record<string, RequestChecks>>;\n`,
);
console.log(`request validators: ${requestTable.length} operations → ${REQUEST_OUT}`);
