#!/usr/bin/env node
// Writes mocks/generated/operations.ts: the contract's operations as the mock layer sees them
// (method, path template, whether the call carries the shopper's credential, the names of the
// examples of its 200 answer that Prism's `Prefer: example=` can pick, and what the operation is:
// its `x-write`, `x-plan-scoped`, `x-undo` and `x-proposed`; a write that answers the plan must say
// its `x-changes`), read from openapi.yaml so the table
// cannot be copied wrong. mocks/operations.ts adds the types and lookups around it.
// Run by `npm run generate`; CI fails when the committed file is stale.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse } from 'yaml';

const OUT = 'mocks/generated/operations.ts';
const METHODS = ['get', 'post'];
const RESPONSE_REF_PREFIX = '#/components/responses/';

const document = parse(readFileSync('openapi.yaml', 'utf8'));
const globallySecured = (document.security ?? []).length > 0;

/** `OpenResult` → `OPEN_RESULT_EXAMPLES`: the shared answer's example names, written once. */
const constantName = (component) =>
  `${component.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_EXAMPLES`;

/** A 200 answer whose data is the plan as it now is (the writes that answer the plan). */
const answersThePlan = (answer) =>
  answer?.content?.['application/json']?.schema?.$ref ===
  '#/components/schemas/PlanChangedEnvelope';

/** What the operation is, said once on it (see info.description); both flags are required. */
function traits(operation, lacks) {
  for (const flag of ['x-write', 'x-plan-scoped']) {
    if (typeof operation[flag] !== 'boolean') lacks(`${flag} must be true or false`);
  }
  // contract:check holds a plan write to the fields it says it changes: without them, none.
  if (
    operation['x-write'] &&
    answersThePlan(operation.responses?.['200']) &&
    !operation['x-changes']
  )
    lacks('x-changes must list the plan fields this write may change (it answers the plan)');
  const undo = operation['x-undo'] ?? null;
  if (undo !== null && typeof undo !== 'string') lacks('x-undo names an operationId');
  return {
    write: operation['x-write'] === true,
    planScoped: operation['x-plan-scoped'] === true,
    undo: typeof undo === 'string' ? undo : null,
    proposed: operation['x-proposed'] === true,
  };
}

// What an operation lacks is said all at once, one line each, so a new one is finished in one
// pass (the contract tests, Prism and contract:check read these).
const problems = [];
const shared = new Map();
const rows = [];
for (const [path, item] of Object.entries(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    if (!operation.operationId) {
      problems.push(`${method} ${path}: has no operationId`);
      continue;
    }
    const lacks = (what) => problems.push(`${operation.operationId}: ${what}`);
    const answer = operation.responses?.['200'];
    if (!answer) lacks('documents no 200 answer');
    if (!Object.keys(operation.responses ?? {}).some((status) => /^4(\d\d|XX)$/.test(status)))
      lacks('documents no 4XX answer (at least the 401 of a missing credential)');
    let examples;
    let resolved = answer;
    if (typeof answer?.$ref === 'string') {
      if (!answer.$ref.startsWith(RESPONSE_REF_PREFIX)) lacks(`${answer.$ref} is not a response`);
      const component = answer.$ref.slice(RESPONSE_REF_PREFIX.length);
      resolved = document.components.responses[component];
      examples = constantName(component);
      shared.set(examples, resolved);
    }
    const names = Object.keys(resolved?.content?.['application/json']?.examples ?? {});
    if (answer && names.length === 0)
      lacks('its 200 answer has no named example (content.application/json.examples.active)');
    const secured = operation.security ? operation.security.length > 0 : globallySecured;
    rows.push({
      id: operation.operationId,
      method,
      path,
      secured,
      examples: examples ?? names,
      ...traits(operation, lacks),
    });
  }
}

const ids = new Set(rows.map((row) => row.id));
for (const row of rows) {
  if (row.undo !== null && !ids.has(row.undo))
    problems.push(`${row.id}: x-undo ${row.undo} is no operation`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`openapi.yaml: ${problem}`);
  process.exit(1);
}

const list = (names) => `[${names.map((name) => `'${name}'`).join(', ')}]`;
const lines = [
  '// Generated from openapi.yaml by scripts/generate-mock-operations.mjs (`npm run generate`).',
  '// Do not edit: change the contract and run `npm run generate`.',
  "import type { OperationId, OperationInfo } from '#mocks/operations.ts';",
  '',
  ...[...shared].map(
    ([name, answer]) =>
      `const ${name} = ${list(Object.keys(answer.content['application/json'].examples))} as const;`,
  ),
  '',
  'export const OPERATIONS = {',
  ...rows.map(
    (row) =>
      `  ${row.id}: { method: '${row.method}', path: '${row.path}', secured: ${row.secured}, examples: ${
        typeof row.examples === 'string' ? row.examples : list(row.examples)
      }, write: ${row.write}, planScoped: ${row.planScoped}, undo: ${
        row.undo === null ? 'null' : `'${row.undo}'`
      }, proposed: ${row.proposed} },`,
  ),
  '} as const satisfies Record<OperationId, OperationInfo>;',
  '',
];
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, lines.join('\n'));
console.log(`generate: ${OUT} (${rows.length} operations)`);
