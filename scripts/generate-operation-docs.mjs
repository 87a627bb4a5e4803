#!/usr/bin/env node
// Writes the operation table of docs/architecture.md ("## Operation ids") from openapi.yaml: each
// operation's method and path, its id and its summary, in the contract's order, between the two
// marker comments there. Run by `npm run generate`; CI fails when the committed table is stale,
// so a new operation is never a row to add by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const DOC = 'docs/architecture.md';
const START = '<!-- The table below is generated from openapi.yaml by `npm run generate`. -->';
const END = '<!-- End of the generated table. -->';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const document = parse(readFileSync('openapi.yaml', 'utf8'));
/** A table cell: no line break, no pipe. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

const rows = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method];
    return `| ${method.toUpperCase()} ${path} | ${operation.operationId} | ${cell(operation.summary)} |`;
  }),
);
const table = ['| call | operationId | what it does |', '| --- | --- | --- |', ...rows].join('\n');

const text = readFileSync(DOC, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) {
  console.error(`generate: ${DOC} has lost the markers of its operation table (${START})`);
  process.exit(1);
}
const next = `${text.slice(0, start + START.length)}\n\n${table}\n\n${text.slice(end)}`;
const options = (await prettier.resolveConfig(DOC)) ?? {};
writeFileSync(DOC, await prettier.format(next, { ...options, filepath: DOC }));
console.log(`generate: ${DOC} (its table of ${rows.length} operations)`);
