import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { docFiles } from './doc-commands.ts';

/**
 * What a guide names in its code spans (`…`), and where the code has it: files and folders,
 * identifiers, names the code uses in quotes (an ESLint rule, a media type). Read by
 * tests/unit/repo/docs-name-what-exists.test.ts; how each kind is judged is said here once.
 */

/** The guides: every doc a reader follows today. Decision records are history: they may name what went. */
export const guideFiles = (): string[] =>
  docFiles().filter((file) => !file.startsWith('docs/decisions/'));

export interface Named {
  text: string;
  /** Its block (paragraph, list item, table row) names a commit: history of what went, with when. */
  history: boolean;
}

/** A commit as the guides cite one: `(a94868d)`. Seven or more hex digits, letters and digits both. */
const COMMIT = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/;

/**
 * Names a guide uses that are not the code's, declared in it, each kind with its reason:
 * `<!-- examples, not in the code: queryDeliveryCount, nl.ts -->` (what a recipe has the reader
 * create), `<!-- outputs, not in the code: review.html -->` (what a build or a test run writes),
 * `<!-- other programs' names, not in the code: try_files -->`. Each must be used in the guide;
 * they are not checked otherwise (an example a reader builds may come to exist).
 */
const DECLARED = /<!-- ([^:>]+), not in the code: ([\s\S]*?) -->/g;

export function examplesOf(markdown: string): string[] {
  return [...markdown.matchAll(DECLARED)].flatMap((match) =>
    (match[2] ?? '').split(',').map((name) => name.trim()),
  );
}

/** The blocks of a guide: paragraphs, list items and table rows, fenced code and comments left out. */
function blocks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/<!--[\s\S]*?-->/g, '');
  const found: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) found.push(current.join('\n'));
    current = [];
  };
  for (const line of prose.split('\n')) {
    if (line.trim() === '' || /^\s*(\||#)/.test(line) || /^\s*([-*]|\d+\.)\s/.test(line)) close();
    if (line.trim() !== '') current.push(line);
    if (/^\s*(\||#)/.test(line)) close();
  }
  close();
  return found;
}

export function namedIn(file: string): Named[] {
  return blocks(readFileSync(file, 'utf8')).flatMap((block) =>
    [...block.matchAll(/`([^`]+)`/g)].map((match) => ({
      text: (match[1] ?? '').replace(/\s+/g, ' ').trim(),
      history: COMMIT.test(block),
    })),
  );
}

/** The repository's files (tracked and new, not what .gitignore leaves out), and their folders. */
function repositoryPaths(): { files: string[]; folders: Set<string> } {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end += 1) folders.add(parts.slice(0, end).join('/'));
  }
  return { files, folders };
}

const TEXT = /\.(c?[jt]sx?|mjs|json|jsonc|ya?ml|css|liquid|html|conf)$|^\.[\w.-]+$|\/\.?[\w-]+$/;

export interface CodeIndex {
  /** A path or path pattern (`*`, `<name>`) matches a file or folder: whole, or its end. */
  hasPath: (path: string) => boolean;
  /** A word the code (not the docs) has: an identifier, a key, an environment variable; `*End` a word's end. */
  hasWord: (word: string) => boolean;
  /** Text the code has verbatim (an ESLint rule, a media type, a JSON pointer). */
  hasText: (text: string) => boolean;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** What the guides are checked against names them only to test them: not the code. */
const DOC_TESTS = /^tests\/(unit\/repo\/|support\/doc-)/;

export function codeIndex(): CodeIndex {
  const { files, folders } = repositoryPaths();
  const all = [...files, ...folders];
  const sources = files.filter(
    (file) => TEXT.test(file) && !file.endsWith('.md') && !DOC_TESTS.test(file),
  );
  const text = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
  const words = new Set(text.match(/[A-Za-z_$][\w$]*/g));
  return {
    hasPath(path) {
      // `*` and `…` stand for any name, `<name>` for one name: the rest is taken as written.
      const parts = path
        .replace(/^\.\//, '')
        .replace(/\/$/, '')
        .split(/(\*|…|<[^>]+>)/)
        .map((part) =>
          /^(\*|…)$/.test(part) ? '[^/]*' : /^</.test(part) ? '[^/]+' : escape(part),
        );
      const pattern = new RegExp(`(^|/)${parts.join('')}$`);
      return all.some((candidate) => pattern.test(candidate));
    },
    // `*QueryOptions`: some longer word ends so.
    hasWord: (word) =>
      word.startsWith('*')
        ? [...words].some((each) => each.length >= word.length && each.endsWith(word.slice(1)))
        : words.has(word) || inLibraryTypes(word),
    hasText: (wanted) => text.includes(wanted),
  };
}

/**
 * A library's name the guides may use without our code using it (React's `useDeferredValue`, a
 * Shopify theme setting): it is in the type declarations of the installed packages.
 */
function inLibraryTypes(word: string): boolean {
  if (!/^[A-Za-z_$][\w$]*$/.test(word)) return false;
  const found = spawnSync('grep', ['-rqw', '--include=*.d.ts', word, 'node_modules']);
  return found.status === 0;
}

/**
 * A code span that names a path of the repository: a folder-separated name, or a file name with
 * its extension (not a URL, a route, a path outside the clone `../`, an assignment).
 */
export const looksLikePath = (text: string): boolean =>
  !/\s|:\/\/|^[/~]|^\.\.\/|^\w+=/.test(text) &&
  (/^[\w.@*<>…-]+(\/[\w.@*<>…-]*)+$/.test(text) ||
    /^[\w.*<>-]+\.(tsx?|mjs|js|json|jsonc|css|md|ya?ml|liquid|html|png|svg|conf|sha256)$/.test(
      text,
    ));

/**
 * The identifiers a code span names: camelCase, PascalCase with a hump, or with an underscore;
 * not in its quoted strings, its flags and their placeholders (`--theme THEME_ID`), nor in a
 * comment (`//# allFunctionsCalledOnLoad` is a hint to V8, in words).
 */
export function identifiersIn(text: string): string[] {
  if (text.startsWith('//')) return [];
  const code = text
    .replace(/'[^']*'|"[^"]*"/g, '')
    .replace(/(^|\s)--?[\w.-]+(\s+[A-Z][A-Z_]*\b)?/g, ' ');
  return [...code.matchAll(/\*?[A-Za-z_$][\w$]*/g)]
    .map((match) => match[0])
    .filter((word) => /[a-z][A-Z]/.test(word) || (/_/.test(word) && /[a-z]/i.test(word)));
}
