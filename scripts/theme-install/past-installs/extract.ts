import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { themeKey } from '#scripts/i18n/catalogue-files.ts';
import { parseJson, type Json } from '#scripts/theme-install/json-text.ts';
import { canonicalText, type Hunk, type Repair } from './repair.ts';

/**
 * What builds without the install record (every commit before scripts/theme-install/record.ts)
 * wrote into a theme, read from git history, and how their re-serialised JSON files go back to
 * the reference themes' own bytes. `node scripts/past-installs.mjs --reference DIR`.
 */
const OUT = resolve(import.meta.dirname);

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 }).trim();

function exists(commit: string, path: string): boolean {
  return spawnSync('git', ['cat-file', '-e', `${commit}:${path}`]).status === 0;
}

/**
 * The states of a folder at every commit whose build wrote theme locales (or had `since`) and
 * kept no record: each distinct tree, with a commit that has it.
 */
function pastTrees(folder: string, since = 'scripts/i18n/catalogue-files.ts'): Map<string, string> {
  const trees = new Map<string, string>();
  for (const commit of git('rev-list', 'HEAD').split('\n')) {
    if (!exists(commit, since)) continue;
    if (exists(commit, 'scripts/theme-install/record.ts')) continue;
    if (exists(commit, folder)) trees.set(git('rev-parse', `${commit}:${folder}`), commit);
  }
  return trees;
}

function add(texts: Map<string, Set<string>>, path: string, text: string): void {
  const known = texts.get(path) ?? new Set<string>();
  known.add(text);
  texts.set(path, known);
}

function flatten(value: unknown, prefix: string, out: (path: string, text: string) => void) {
  if (typeof value === 'string') return out(prefix, value);
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value))
    flatten(child, prefix ? `${prefix}.${key}` : key, out);
}

/**
 * A past catalogue's texts, loaded in a process of its own: Vite's module runner keeps what it
 * resolved (`#src/…`) from one past tree to the next. Null for a state no build could be made
 * from (a merge whose sides did not fit yet).
 */
function catalogueOf(file: string, language: string): Record<string, string> | null {
  const script = `import { runnerImport } from 'vite';
const { module } = await runnerImport(${JSON.stringify(file)}, { configFile: false, logLevel: 'error' });
process.stdout.write(JSON.stringify(module[${JSON.stringify(language)}]));`;
  const run = spawnSync('node', ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return run.status === 0 ? (JSON.parse(run.stdout) as Record<string, string>) : null;
}

/** Each catalogue state: the app's texts as the build wrote them (`autoship.<group>.<name>`). */
function catalogueTexts(texts: Map<string, Set<string>>): number {
  const trees = pastTrees('src/domain/i18n');
  const scratch = mkdtempSync(join(tmpdir(), 'autoship-past-'));
  try {
    for (const [tree, commit] of trees) {
      // The catalogue's modules import the app's as `#src/…`: the commit's src/ whole.
      const root = join(scratch, tree);
      mkdirSync(root);
      writeFileSync(
        join(root, 'package.json'),
        JSON.stringify({ type: 'module', imports: { '#src/*': './src/*' } }),
      );
      execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C ${root}`]);
      const dir = join(root, 'src', 'domain', 'i18n');
      for (const language of ['en', 'de', 'fr', 'es']) {
        const file = join(dir, `${language}.ts`);
        if (!existsSync(file)) continue;
        const catalogue = catalogueOf(file, language);
        if (!catalogue) {
          console.warn(`past-installs: ${commit}'s ${language} catalogue does not load; skipped`);
          continue;
        }
        for (const [key, text] of Object.entries(catalogue)) add(texts, themeKey(key), text);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return trees.size;
}

/** Each state of the section's and the settings group's labels (scripts/theme/locales/). */
function schemaTexts(texts: Map<string, Set<string>>): number {
  const trees = pastTrees('scripts/theme/locales');
  for (const tree of trees.keys())
    for (const file of git('ls-tree', '--name-only', tree).split('\n'))
      flatten(parseJson(git('show', `${tree}:${file}`), file), '', (path, text) =>
        add(texts, path, text),
      );
  return trees.size;
}

/** The settings group's names (config/settings_schema.json) past builds added. */
function groupNames(): string[] {
  const names = new Set<string>();
  for (const tree of pastTrees('scripts/theme').keys()) {
    const file = spawnSync('git', ['show', `${tree}:autoship-settings.json`], { encoding: 'utf8' });
    if (file.status !== 0) continue;
    const group = parseJson(file.stdout, 'autoship-settings.json') as { name?: unknown };
    if (typeof group.name === 'string') names.add(group.name);
  }
  return [...names].sort();
}

/**
 * The section, snippets and templates every past theme build wrote (the hand-copied ones before
 * theme:install included): the Liquid files scripts/theme/ held and the names the build's
 * scripts wrote, the templates of THEME_TEMPLATES.
 */
function pastFiles(): string[] {
  const files = new Set<string>();
  for (const tree of pastTrees('scripts', 'scripts/vite-theme-build.ts').keys()) {
    const show = (path: string) =>
      spawnSync('git', ['show', `${tree}:${path}`], { encoding: 'utf8' }).stdout ?? '';
    const sources = ['vite-theme-build.ts', 'vite-early-call.ts', 'i18n/theme-locales.ts']
      .map(show)
      .join('\n');
    const listed = spawnSync('git', ['ls-tree', '--name-only', `${tree}:theme`], {
      encoding: 'utf8',
    }).stdout;
    for (const [name] of `${sources}\n${listed}`.matchAll(/autoship-[\w-]+\.liquid/g))
      files.add(name === 'autoship-app.liquid' ? `sections/${name}` : `snippets/${name}`);
    const templates = /THEME_TEMPLATES[^=]*= \{([^}]*)\}/.exec(show('vite-theme-build.ts'))?.[1];
    for (const [, name] of (templates ?? '').matchAll(/'([\w-]+)':/g))
      files.add(`templates/page.${name}.json`);
  }
  return [...files].sort();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The line changes that turn `from` into `to`, by GNU diff over their `\n`-separated parts. */
function hunks(from: string, to: string): Hunk[] {
  const scratch = mkdtempSync(join(tmpdir(), 'autoship-diff-'));
  try {
    // One part per line, the last (empty after a final newline) included, so a missing final
    // newline is a change like any other.
    writeFileSync(join(scratch, 'a'), `${from.split('\n').join('\n')}\n`);
    writeFileSync(join(scratch, 'b'), `${to.split('\n').join('\n')}\n`);
    const diff = spawnSync('diff', [join(scratch, 'a'), join(scratch, 'b')], { encoding: 'utf8' });
    const result: Hunk[] = [];
    for (const block of diff.stdout.split(/^(?=\d)/m)) {
      const head = /^(\d+)(?:,(\d+))?([acd])\d+(?:,\d+)?$/m.exec(block);
      if (!head) continue;
      const [, start = '0', end, kind] = head;
      const first = Number(start);
      const count = kind === 'a' ? 0 : Number(end ?? start) - first + 1;
      const insert = [...block.matchAll(/^> (.*)$/gm)].map((line) => line[1] ?? '');
      result.push({ at: kind === 'a' ? first : first - 1, remove: count, insert });
    }
    return result;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The JSON files a past build re-wrote in a theme, where its re-writing changed their bytes. */
const REWRITTEN = [
  'config/settings_schema.json',
  ...['en.default', 'de', 'fr', 'es'].flatMap((name) => [
    `locales/${name}.json`,
    `locales/${name}.schema.json`,
  ]),
];

function repairs(reference: string, themes: string[]): { themes: object[]; repairs: Repair[] } {
  const list: Repair[] = [];
  const notices = themes.map((theme) => ({
    theme,
    licence: readFileSync(join(reference, theme, 'LICENSE.md'), 'utf8'),
  }));
  for (const theme of themes)
    for (const file of REWRITTEN) {
      const path = join(reference, theme, file);
      if (!existsSync(path)) continue;
      const original = readFileSync(path, 'utf8');
      const canonical = canonicalText(original);
      // A file a past build could not read (comments in its JSON) it never wrote.
      if (canonical === null || canonical === original) continue;
      list.push({
        file: `${theme}/${file}`,
        canonical: sha256(canonical),
        original: sha256(original),
        hunks: hunks(canonical, original),
      });
    }
  return { themes: notices, repairs: list };
}

/** `texts` as a past build nested them in its locale file (scripts/i18n/catalogue-files.ts). */
function localeFile(keys: string[], texts: Record<string, string>): Json {
  const root: Json = {};
  for (const key of keys) {
    const text = texts[key];
    if (text === undefined) continue;
    const names = themeKey(key).split('.');
    let node = root;
    for (const name of names.slice(0, -1)) node = (node[name] ??= {}) as Json;
    node[names.at(-1) ?? ''] = text;
  }
  return root;
}

/**
 * What the theme build of `commit` wrote that theme:install read: its texts, its section's and
 * settings group's labels, the group, the section, the snippets kept in scripts/theme/ and the
 * templates, as the build laid them out; the snippets and assets the build generated stand in
 * by name only (their contents are the compiled app, which no install reads).
 */
function writePastBuild(commit: string, out: string): void {
  const show = (path: string) => git('show', `${commit}:${path}`);
  const write = (file: string, text: string) => {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), text.endsWith('\n') ? text : `${text}\n`);
  };
  const scratch = mkdtempSync(join(tmpdir(), 'autoship-past-build-'));
  try {
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({ type: 'module', imports: { '#src/*': './src/*' } }),
    );
    execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C ${scratch}`]);
    const i18n = join(scratch, 'src', 'domain', 'i18n');
    const english = catalogueOf(join(i18n, 'en.ts'), 'en') ?? {};
    for (const language of ['en', 'de', 'fr', 'es']) {
      const texts = catalogueOf(join(i18n, `${language}.ts`), language) ?? {};
      const name = language === 'en' ? 'en.default' : language;
      write(
        `locales/${name}.json`,
        JSON.stringify(localeFile(Object.keys(english), texts), null, 2),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const file of git('ls-tree', '--name-only', `${commit}:scripts/theme/locales`).split('\n'))
    write(`locales/${file}`, show(`scripts/theme/locales/${file}`));
  write('install/autoship-settings.json', show('scripts/theme/autoship-settings.json'));
  for (const file of git('ls-tree', '--name-only', `${commit}:scripts/theme`).split('\n')) {
    if (!file.endsWith('.liquid')) continue;
    const folder = file === 'autoship-app.liquid' ? 'sections' : 'snippets';
    write(`${folder}/${file}`, show(`scripts/theme/${file}`));
  }
  for (const file of pastFiles())
    if (file.startsWith('templates/'))
      write(
        file,
        JSON.stringify(
          { sections: { main: { type: 'autoship-app', settings: {} } }, order: ['main'] },
          null,
          2,
        ),
      );
  for (const file of [
    'autoship-early-call',
    'autoship-entry',
    'autoship-page-styles',
    'autoship-messages',
  ])
    if (!existsSync(join(out, 'snippets', `${file}.liquid`)))
      write(
        `snippets/${file}.liquid`,
        `{%- comment -%} stands in for the build's ${file}.liquid {%- endcomment -%}`,
      );
  for (const file of ['autoship-app-PAST.js', 'autoship-app-PAST.css'])
    write(`assets/${file}`, `/* stands in for the build's ${file.replace('PAST', '<hash>')} */`);
}

export default function main(argv: readonly string[]): number {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const pastBuild = option('--past-build');
  const out = option('--out');
  if (pastBuild && out) {
    writePastBuild(pastBuild, resolve(out));
    return 0;
  }
  const reference = option('--reference');
  if (!reference) {
    console.error(
      'usage: node scripts/past-installs.mjs --reference DIR | --past-build COMMIT --out DIR',
    );
    return 1;
  }
  const texts = new Map<string, Set<string>>();
  const catalogues = catalogueTexts(texts);
  const labels = schemaTexts(texts);
  const sorted = Object.fromEntries(
    [...texts.keys()].sort().map((path) => [path, [...(texts.get(path) ?? [])].sort()]),
  );
  writeFileSync(
    join(OUT, 'past-builds.json'),
    `${JSON.stringify({ files: pastFiles(), settingsGroups: groupNames(), texts: sorted }, null, 2)}\n`,
  );
  const repaired = repairs(resolve(reference), ['dawn-15.4.1', 'horizon-4.1.3']);
  writeFileSync(join(OUT, 'repairs.json'), `${JSON.stringify(repaired, null, 2)}\n`);
  console.log(
    `past-installs: ${catalogues} catalogue and ${labels} label states, ${texts.size} keys; ` +
      `${repaired.repairs.length} re-written reference files`,
  );
  return 0;
}
