import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scriptNames } from '#tests/support/script-flags.ts';

// The docs name everything there is, not only things that exist: each list is derived from where
// it lives (openapi.yaml, package.json, the decisions folder), never copied here.
const read = (file: string) => readFileSync(file, 'utf8');

/** The body rows of the markdown table that follows `heading` (its header and rule left out). */
function tableAfter(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const section = markdown.slice(start + heading.length + 2).split(/\n#{1,6} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
}

/** The table's first column's cells. */
const firstCells = (rows: string[]) => rows.map((row) => row.split('|')[1]?.trim() ?? '');

type Contract = { paths: Record<string, Record<string, { operationId?: string }>> };

function contractOperationIds(): string[] {
  const contract = parse(read('openapi.yaml')) as Contract;
  return Object.values(contract.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => operation.operationId ?? []),
  );
}

/** The scripts a README row names: `npm run x`, `npm test`, and a bare `y` beside them. */
function scriptsOfRow(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) =>
    (match[1] ?? '').replace(/^npm run /, '').replace(/^npm test$/, 'test'),
  );
}

const RECORD = /^(\d{3})-[\w-]+\.md$/;

describe('the docs are complete', () => {
  it('architecture.md’s operation table has every operation of openapi.yaml, once', () => {
    const rows = tableAfter(read('docs/architecture.md'), '## Operation ids');
    const listed = rows.map((row) => row.split('|')[2]?.trim() ?? '');
    const ids = contractOperationIds();
    expect(ids.length).toBeGreaterThan(15);
    expect(ids.filter((id) => !listed.includes(id))).toEqual([]);
    expect(listed.filter((id, index) => listed.indexOf(id) !== index)).toEqual([]);
    expect(listed.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('the README’s script table has every script of package.json, and no other', () => {
    const cells = firstCells(tableAfter(read('README.md'), '## Every script'));
    const listed = cells.flatMap(scriptsOfRow);
    const scripts = scriptNames();
    expect(scripts).toContain('generate');
    expect(scripts.filter((script) => !listed.includes(script))).toEqual([]);
    expect(listed.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it('the decisions index links every record of docs/decisions/ exactly once, and no other', () => {
    const records = readdirSync('docs/decisions').filter((name) => RECORD.test(name));
    const index = read('docs/decisions/README.md');
    const links = [...index.matchAll(/\]\((\d{3}-[\w-]+\.md)\)/g)].map((match) => match[1]);
    expect(records.length).toBeGreaterThan(10);
    expect(
      records.filter((record) => links.filter((link) => link === record).length !== 1),
    ).toEqual([]);
    expect(links.filter((link) => link && !records.includes(link))).toEqual([]);
  });

  it('the README, the front-end guide and architecture.md lead to how to add a text', () => {
    const files = ['README.md', 'docs/frontend.md', 'docs/architecture.md'];
    expect(files.filter((file) => !/\]\((?:docs\/)?languages\.md\)/.test(read(file)))).toEqual([]);
  });
});
