import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  codeIndex,
  examplesOf,
  guideFiles,
  identifiersIn,
  looksLikePath,
  namedIn,
} from '#tests/support/doc-names.ts';

// The guides are true to the code: every file, folder and identifier a guide names in its code
// spans exists (as docs-commands.test.ts holds its commands to package.json), and the steps of
// `npm test` it lists are the ones scripts/check-all/steps.ts runs. tests/support/doc-names.ts
// says how each is found; history (a block naming the commit it went in) may name what is gone.
const index = codeIndex();

/** A build's or a test run's output (dist/, test-results/): git-ignored, made, never committed. */
const isOutput = (path: string) =>
  spawnSync('git', ['check-ignore', '-q', path.replace(/[*<…].*$/, 'x')]).status === 0;

/** A file of a Shopify theme the app is installed into, not of this repository. */
const THEME_FOLDERS = /^(assets|blocks|config|layout|locales|sections|snippets|templates)\//;

function pathExists(path: string): boolean {
  return index.hasPath(path) || isOutput(path) || THEME_FOLDERS.test(path) || index.hasText(path);
}

const guides = guideFiles().map((file) => {
  const markdown = readFileSync(file, 'utf8');
  return { file, markdown, examples: examplesOf(markdown), named: namedIn(file) };
});

/** Spans that name one of the guide's own examples (something the reader will create). */
const mentions = (text: string, examples: string[]) =>
  examples.some((example) => text === example || text.includes(example));

describe('what the guides name', () => {
  it('finds the guides and what they name', () => {
    expect(guides.map((guide) => guide.file)).toEqual(
      expect.arrayContaining(['README.md', 'docs/frontend.md', 'docs/architecture.md']),
    );
    expect(guides.flatMap((guide) => guide.named).length).toBeGreaterThan(1000);
  });

  it('names files and folders that exist', () => {
    const missing = guides.flatMap(({ file, named, examples }) =>
      named
        .filter(({ text, history }) => !history && looksLikePath(text) && !mentions(text, examples))
        .filter(({ text }) => !pathExists(text))
        .map(({ text }) => `${file}: \`${text}\``),
    );
    expect(missing).toEqual([]);
  });

  it('names identifiers the code has', () => {
    const missing = guides.flatMap(({ file, named, examples }) =>
      named
        .filter(
          ({ text, history }) => !history && !looksLikePath(text) && !mentions(text, examples),
        )
        .flatMap(({ text }) => identifiersIn(text).map((word) => ({ text, word })))
        .filter(({ word }) => !index.hasWord(word))
        .map(({ text, word }) => `${file}: ${word} (in \`${text}\`)`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('uses each name it declares as not the code’s', () => {
    const unused = guides.flatMap(({ file, markdown, examples }) =>
      examples
        .filter((example) => !markdown.replace(/<!--[\s\S]*?-->/g, '').includes(example))
        .map((example) => `${file}: ${example}`),
    );
    expect(unused).toEqual([]);
  });

  it('tells a name that exists from one that does not', () => {
    expect(index.hasWord('BUILT_IN_SCENARIO_NAMES')).toBe(true);
    expect(index.hasWord('SCENARIO_NAMES_TO_EDIT')).toBe(false);
    expect(index.hasWord('*QueryOptions')).toBe(true);
    expect(identifiersIn("prism: prismMapping('NAME')")).toEqual(['prismMapping']);
    expect(index.hasWord('prismMapping')).toBe(false);
    expect(pathExists('tests/unit/fault-matrix/')).toBe(true);
    expect(pathExists('tests/unit/fault-matrix/MATRIX_ROWS.ts')).toBe(false);
    expect(pathExists('handlers/common.ts')).toBe(true);
    expect(pathExists('src/api/operations/<operation-id>.ts')).toBe(true);
  });
});

describe('the steps of `npm test` the front-end guide lists', () => {
  it('are the steps scripts/check-all/steps.ts runs, in its order', () => {
    const guide = readFileSync('docs/frontend.md', 'utf8');
    const section = guide.split('\n### What `npm test` runs\n')[1]?.split(/\n#{1,3} /)[0] ?? '';
    const listed = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) => line.split('|')[1]?.trim() ?? '');
    // The step names as steps.ts writes them (it runs Node's own module, which jsdom cannot load).
    const steps = readFileSync('scripts/check-all/steps.ts', 'utf8');
    const names = [...steps.matchAll(/^\s+(?:\{ )?name: '([^']+)'/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(5);
    expect(listed).toEqual(names);
  });
});
