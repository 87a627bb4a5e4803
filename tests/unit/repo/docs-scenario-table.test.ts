import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '#mocks/scenarios/registry.ts';
import { docFiles } from '#tests/support/doc-commands.ts';

// The registry is the one list of scenarios (decision 002); a table of them in the docs says
// the same names, in the same order, with the same descriptions (code marks aside).
interface Table {
  file: string;
  header: string[];
  rows: string[][];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function tables(file: string): Table[] {
  const found: Table[] = [];
  let lines: string[] = [];
  for (const line of [...readFileSync(file, 'utf8').split('\n'), '']) {
    if (line.trim().startsWith('|')) {
      lines.push(line);
      continue;
    }
    const [header, , ...rows] = lines;
    if (header !== undefined && rows.length > 0)
      found.push({ file, header: cells(header), rows: rows.map(cells) });
    lines = [];
  }
  return found;
}

const plain = (text: string) => text.replace(/`/g, '');
const scenarioTables = docFiles()
  .flatMap(tables)
  .filter((table) => ['name', 'scenario'].includes((table.header[0] ?? '').toLowerCase()));

describe('the scenario tables of the docs', () => {
  it('finds the one in mocks/README.md', () => {
    expect(scenarioTables.map((table) => table.file)).toContain('mocks/README.md');
  });

  it.each(scenarioTables.map((table) => [table.file, table] as const))(
    '%s lists the registry’s scenarios and descriptions',
    (_file, table) => {
      const rows = table.rows.map(([name = '', description = '']) => [
        plain(name),
        plain(description),
      ]);
      const registry = SCENARIOS.map((scenario) => [scenario.name, scenario.description]);
      expect(rows, 'name | description rows, as in mocks/scenarios/registry.ts').toEqual(registry);
    },
  );
});
