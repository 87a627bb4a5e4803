/**
 * The check of a scenario file: its overrides against openapi.yaml's own schemas (Plan, OrderItem,
 * Address, …), so a file can only put into the store what the backend could answer, then the
 * catalogue (variant ids). Each problem names the field and the rule. Loaded only when a scenario
 * file is used (Ajv and the YAML parser are large); Vitest checks every repository file.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { findVariant } from '#mocks/data/catalogue.ts';
import { MAX_LATENCY_MS } from '#mocks/faults.ts';
import { OPERATION_IDS } from '#mocks/operations.ts';
import type { ScenarioFile } from './scenario-file.ts';
import { neverAnswersProblems } from './scenario-file-faults.ts';
import { BUILT_IN_SCENARIO_NAMES } from './registry.ts';

const CONTRACT_ID = 'openapi.yaml';
const ref = (pointer: string) => ({ $ref: `${CONTRACT_ID}#/components/schemas/${pointer}` });

// The contract's text, read at build time (a glob from the project root: no ../ import).
const contractText = Object.values(
  import.meta.glob<string>('/openapi.yaml', { query: '?raw', import: 'default', eager: true }),
)[0];

const PLAN_FIELDS = ['planId', 'status', 'addressId', 'customerId', 'daySpan', 'nextPayDt'];

/** The file's shape: every value that reaches the store is one of the contract's schemas. */
const FILE_SCHEMA = {
  type: 'object',
  required: ['base'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' },
    description: { type: 'string' },
    base: { enum: BUILT_IN_SCENARIO_NAMES },
    plan: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: Object.fromEntries(
        PLAN_FIELDS.map((field) => [field, ref(`Plan/properties/${field}`)]),
      ),
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['variantId', 'variantNum'],
        additionalProperties: false,
        properties: {
          variantId: ref('OrderItem/properties/variantId'),
          variantNum: ref('PlanItemInput/properties/variantNum'),
        },
      },
    },
    address: ref('Address'),
    savedAddresses: { type: 'array', items: ref('Address') },
    outOfStock: { type: 'array', items: ref('NoInventoryItem/properties/variantId') },
    faults: {
      type: 'object',
      propertyNames: { enum: OPERATION_IDS },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          status: { type: 'integer', minimum: 400, maximum: 599 },
          code: { type: 'integer' },
          msg: { type: 'string' },
          latencyMs: { type: 'integer', minimum: 0, maximum: MAX_LATENCY_MS },
          neverAnswers: { const: true },
        },
      },
    },
    // A live backend's answers (`npm run mock:record`), each checked against the contract there.
    answers: {
      type: 'object',
      propertyNames: { enum: OPERATION_IDS },
      additionalProperties: {
        type: 'object',
        required: ['status', 'body'],
        additionalProperties: false,
        properties: { status: { type: 'integer', minimum: 100, maximum: 599 }, body: {} },
      },
    },
  },
};

let check: ReturnType<Ajv2020['compile']> | null = null;
function compiled() {
  if (!check) {
    const contract = parse(contractText ?? '') as { components: unknown };
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    ajv.addSchema({ $id: CONTRACT_ID, components: contract.components });
    check = ajv.compile(FILE_SCHEMA);
  }
  return check;
}

/** `/items/0/variantNum` → `items[0].variantNum`. */
function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
}

function describe(error: ErrorObject): string {
  const field = fieldName(error.instancePath);
  if (error.keyword === 'maximum' && field.endsWith('.latencyMs')) {
    return `${field}: at most ${MAX_LATENCY_MS} ms (10 minutes); for a call that never answers write "neverAnswers": true`;
  }
  if (error.keyword === 'const' && field.endsWith('.neverAnswers')) {
    return `${field}: must be true (leave it out for a call that answers)`;
  }
  // The contract's own rule, as a pointer into openapi.yaml (its $ref'd schemas).
  const rule = error.schemaPath.includes('/components/schemas/') ? ` (${error.schemaPath})` : '';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const name = `${field === '' ? '' : `${field}.`}${String(params.additionalProperty)}`;
    return `${name}: not a field here`;
  }
  if (error.keyword === 'required') {
    return `${field === '' ? '' : `${field}.`}${String(params.missingProperty)}: is required${rule}`;
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
    return `${field || 'file'}: must be one of ${allowed.join(', ')}${rule}`;
  }
  if (error.keyword === 'propertyNames') {
    return `faults.${String(params.propertyName)}: not an operation id of the contract`;
  }
  return `${field || 'file'}: ${error.message ?? 'is not allowed'}${rule}`;
}

/** Every problem of `file`, each naming its field and rule; [] when it is a good scenario. */
export function scenarioFileProblems(file: unknown, name: string): string[] {
  const validate = compiled();
  if (!validate(file)) {
    // `propertyNames` repeats itself as a plain `enum` error on the same key: one message each.
    const messages = (validate.errors ?? [])
      .filter((error) => error.keyword !== 'if' && !error.schemaPath.includes('propertyNames/enum'))
      .map(describe);
    return [...new Set(messages)];
  }
  const scenario = file as ScenarioFile;
  const problems: string[] = [];
  if ((BUILT_IN_SCENARIO_NAMES as readonly string[]).includes(name)) {
    problems.push(`name: “${name}” is a built-in scenario; give the file another name`);
  }
  const variants: [string, number][] = [
    ...(scenario.items ?? []).map((item, index): [string, number] => [
      `items[${index}].variantId`,
      item.variantId,
    ]),
    ...(scenario.outOfStock ?? []).map((id, index): [string, number] => [
      `outOfStock[${index}]`,
      id,
    ]),
  ];
  for (const [field, id] of variants) {
    if (!findVariant(id)) problems.push(`${field}: no variant ${id} in the mock catalogue`);
  }
  return [...problems, ...neverAnswersProblems(scenario)];
}
