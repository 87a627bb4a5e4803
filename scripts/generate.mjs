#!/usr/bin/env node
// `npm run generate`: every generated artefact the repository commits, in dependency order.
// CI runs it and fails when `git diff` shows a change (a stale artefact).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  [
    'types from openapi.yaml',
    'npx',
    [
      'openapi-typescript',
      'openapi.yaml',
      '-o',
      'src/api/generated/schema.d.ts',
      // A default (daySpan 30) is the reader's to apply: the field may be absent on the wire.
      '--default-non-nullable=false',
    ],
  ],
  ['answer checks from openapi.yaml', 'node', ['scripts/generate-answer-validators.mjs']],
  ['mock operation table from openapi.yaml', 'node', ['scripts/generate-mock-operations.mjs']],
  ['operation table of docs/architecture.md', 'node', ['scripts/generate-operation-docs.mjs']],
  // Names what an operation still lacks in the code (request function, handler, store call).
  ['what each operation still lacks', 'node', ['scripts/generate-missing-pieces.mjs']],
  ['country reference data', 'node', ['scripts/generate-countries.mjs']],
  ['mock seed data', 'node', ['scripts/generate-seed.mjs']],
  // Last: it runs the mock (operation table, validators, seed) under every scenario.
  ["Prism's examples from the scenario registry", 'node', ['scripts/generate-prism-examples.mjs']],
];

for (const [label, command, args] of steps) {
  const script = args.find((arg) => arg.startsWith('scripts/'));
  if (script && !existsSync(script)) {
    console.error(`generate: ${script} is missing`);
    process.exit(1);
  }
  console.log(`generate: ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
