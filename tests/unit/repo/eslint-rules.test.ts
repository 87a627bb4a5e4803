import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own import rules (eslint.config.js), each shown to report a violation and to
// let the allowed form through: the code is linted as if it stood at `filePath`, resolving real
// modules of the repository.
// Linting reads the config, its plugins and the imported modules of the repository (seconds on
// a loaded machine): loaded once before the tests, and each test given time to resolve imports.
const LINT_TIMEOUT_MS = 60_000;
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  await eslint.lintText('export {};\n', { filePath: 'src/probe.ts' });
}, LINT_TIMEOUT_MS);

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint gave no result for ${filePath}`);
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe(
  'ESLint: wouter’s query hooks are banned (decision 009)',
  { timeout: LINT_TIMEOUT_MS },
  () => {
    it('reports useSearch and useSearchParams from wouter, in the app and in tests', async () => {
      const code =
        "import { useSearch, useSearchParams } from 'wouter';\nexport function useProbe() {\n  return [useSearch(), useSearchParams()];\n}\n";
      expect(await ruleIds(code, 'src/pages/payment/probe.ts')).toEqual([
        'no-restricted-imports',
        'no-restricted-imports',
      ]);
      expect(await ruleIds(code, 'tests/unit/probe.ts')).toEqual([
        'no-restricted-imports',
        'no-restricted-imports',
      ]);
    });

    it('lets the rest of wouter and the app’s own useSearchParams through', async () => {
      const code = [
        "import { useLocation } from 'wouter';",
        "import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';",
        'export function useProbe() {',
        '  return [useLocation(), useSearchParams()];',
        '}',
        '',
      ].join('\n');
      expect(await ruleIds(code, 'src/pages/payment/probe.ts')).toEqual([]);
    });
  },
);

describe('ESLint: a feature never imports another feature', { timeout: LINT_TIMEOUT_MS }, () => {
  it('reports an import of another feature’s module', async () => {
    const code =
      "import { IntervalSelector } from '#src/features/interval/interval-selector.tsx';\nexport const probe = IntervalSelector;\n";
    expect(await ruleIds(code, 'src/features/plan/probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets a feature import its own modules, and a page import any feature', async () => {
    const own =
      "import { AddressForm } from '#src/features/address-form/address-form.tsx';\nexport const probe = AddressForm;\n";
    expect(await ruleIds(own, 'src/features/address-form/probe.ts')).toEqual([]);
    expect(await ruleIds(own, 'src/pages/review/probe.ts')).toEqual([]);
  });
});

describe('ESLint: src/ never imports mocks/ statically', { timeout: LINT_TIMEOUT_MS }, () => {
  it('reports a static import and a re-export of the mock backend', async () => {
    expect(
      await ruleIds(
        "import { server } from '#mocks/node.ts';\nexport const probe = server;\n",
        'src/app/probe.ts',
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await ruleIds("export { server } from '#mocks/node.ts';\n", 'src/domain/probe.ts'),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('lets a dynamic import (mock mode) and a type-only import through', async () => {
    const code = [
      "import type { MockStart } from '#mocks/browser.ts';",
      'export async function probe(): Promise<MockStart> {',
      "  const { startMockWorker } = await import('#mocks/browser.ts');",
      '  return startMockWorker();',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/app/probe.ts')).toEqual([]);
  });

  it('leaves tests and the mocks themselves free to import the mock backend', async () => {
    const code = "import { server } from '#mocks/node.ts';\nexport const probe = server;\n";
    expect(await ruleIds(code, 'tests/unit/probe.ts')).toEqual([]);
  });
});

describe(
  'ESLint: no function in src/ or mocks/ past 150 lines',
  { timeout: LINT_TIMEOUT_MS },
  () => {
    /** A function of `lines` lines in all: its opening line, its body and its closing brace. */
    const functionOf = (lines: number) =>
      [
        'export function probe(): number {',
        '  let total = 0;',
        ...Array.from({ length: lines - 4 }, (_, index) => `  total += ${index};`),
        '  return total;',
        '}',
        '',
      ].join('\n');

    it('reports a function of 151 lines in src/ and in mocks/, not in tests', async () => {
      expect(await ruleIds(functionOf(151), 'src/pages/payment/probe.ts')).toEqual([
        'max-lines-per-function',
      ]);
      expect(await ruleIds(functionOf(151), 'mocks/handlers/probe.ts')).toEqual([
        'max-lines-per-function',
      ]);
      expect(await ruleIds(functionOf(151), 'tests/unit/probe.ts')).toEqual([]);
    });

    it('lets a function of 150 lines through', async () => {
      expect(await ruleIds(functionOf(150), 'src/pages/payment/probe.ts')).toEqual([]);
    });
  },
);
