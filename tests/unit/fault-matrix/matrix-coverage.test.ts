import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import type { MatrixRow } from './matrix-faults.ts';

/**
 * The fault matrix covers every call a page makes: the operations a page can reach through its
 * imports (src/api/operations/<operation-id in kebab case>.ts) each need a row for that page.
 * A new operation a page calls fails here until it has one. The rows are every rows file's,
 * found by its name (`*-rows.test.tsx`): a new one needs no line here.
 */
const root = resolve(import.meta.dirname, '..', '..', '..');
const ROWS_FILES = import.meta.glob<readonly MatrixRow[]>('./*-rows.test.tsx', {
  eager: true,
  import: 'default',
});
const ROWS = Object.values(ROWS_FILES).flat();

/** The matrix's page names and the route folders under src/pages they test. */
const PAGE_FOLDERS: Record<string, string> = {
  account: 'autoship-manage',
  review: 'review',
  builder: 'buildplan',
  program: 'autoship-program',
};

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`. */
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  let path: string;
  if (specifier.startsWith('#src/')) path = join(root, 'src', specifier.slice('#src/'.length));
  else if (specifier.startsWith('.')) path = resolve(dirname(from), specifier);
  else return null;
  return existsSync(path) ? path : null;
}

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The operations whose request function the page's code imports, directly or not. */
function operationsReachedBy(folder: string): OperationId[] {
  const start = join(root, 'src', 'pages', folder);
  const pending = readdirSync(start, { recursive: true, encoding: 'utf8' })
    .map((file) => join(start, file))
    .filter((file) => /\.tsx?$/.test(file) && statSync(file).isFile());
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, match[1] ?? match[2] ?? '');
      if (next && !seen.has(next)) pending.push(next);
    }
  }
  return OPERATION_IDS.filter((id) =>
    seen.has(join(root, 'src', 'api', 'operations', `${kebab(id)}.ts`)),
  );
}

describe('the fault matrix', () => {
  const reached = Object.entries(PAGE_FOLDERS).flatMap(([page, folder]) =>
    operationsReachedBy(folder).map((id) => `${page} ${id}`),
  );
  const rows = new Set(ROWS.map((row) => `${row.page} ${row.operationId}`));

  it('finds the rows files by their name, each with rows', () => {
    expect(Object.keys(ROWS_FILES)).toEqual(
      expect.arrayContaining(['./account-rows.test.tsx', './review-load-rows.test.tsx']),
    );
    for (const [file, rows] of Object.entries(ROWS_FILES))
      expect(rows.length, file).toBeGreaterThan(0);
  });

  it('finds the calls of every page it covers (the import walk works)', () => {
    for (const page of Object.keys(PAGE_FOLDERS)) {
      expect(
        reached.some((pair) => pair.startsWith(`${page} `)),
        page,
      ).toBe(true);
    }
  });

  it('has a row for every operation each page calls', () => {
    const missing = reached.filter((pair) => !rows.has(pair));
    expect(missing, 'add a row (page, operationId) to tests/unit/fault-matrix').toEqual([]);
  });

  it('has no row for a call the page does not make', () => {
    expect([...rows].filter((pair) => !reached.includes(pair))).toEqual([]);
  });
});
