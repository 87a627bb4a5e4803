#!/usr/bin/env node
// `npm run generate` names what each operation of openapi.yaml still lacks in the code, one line
// each, so a new read or write is finished in one pass (docs/contract-workflow.md, "A new
// operation, end to end"): its request function, its mock handler and, for a plan write, its call
// of the mock store. It says so and goes on: the types it has just written are what those pieces
// are written with. (Prism's step after it stops on a missing handler; the tests on the rest.)
//
// Usage: node scripts/generate-missing-pieces.mjs [--contract path]   (default openapi.yaml)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const at = process.argv.indexOf('--contract');
const contract = parse(readFileSync(at > 0 ? process.argv[at + 1] : 'openapi.yaml', 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `changeNextPayDt` → `change-next-pay-dt`: the request function's file (decision 008). */
const kebab = (id) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const sources = (folder) =>
  readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .join('\n');
const handlers = sources('mocks/handlers');
const store = sources('mocks/store');

function lacks(id, operation) {
  const missing = [];
  const file = `src/api/operations/${kebab(id)}.ts`;
  const exported = new RegExp(`export (async function|const|function) ${id}\\b`);
  if (!existsSync(file) || !exported.test(readFileSync(file, 'utf8')))
    missing.push(`its request function: ${file} exporting ${id} (step 2)`);
  if (!handlers.includes(`'${id}'`))
    missing.push(`its mock handler: mocks/handlers/, through handle or handleJson (step 3)`);
  const planWrite = operation['x-write'] === true && operation['x-plan-scoped'] === true;
  if (planWrite && !new RegExp(`^\\s+${id}(\\(|: )`, 'm').test(store))
    missing.push(`its call of the mock store: ${id}(…) in a part under mocks/store/ (step 3)`);
  return missing;
}

const lines = Object.values(contract.paths).flatMap((item) =>
  METHODS.filter((method) => item[method]?.operationId).flatMap((method) => {
    const id = item[method].operationId;
    return lacks(id, item[method]).map((piece) => `generate: ${id} still lacks ${piece}`);
  }),
);
for (const line of lines) console.log(line);
if (lines.length > 0)
  console.log('generate: (docs/contract-workflow.md, "A new operation, end to end")');
