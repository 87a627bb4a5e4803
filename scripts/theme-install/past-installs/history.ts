import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themeKey } from '#scripts/i18n/catalogue-files.ts';
import { parseJson } from '#scripts/theme-install/json-text.ts';

/**
 * What the theme builds without the install record (every commit before
 * scripts/theme-install/record.ts) wrote, read from this repository's git history.
 */
export const git = (...args: string[]) =>
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
export function catalogueOf(file: string, language: string): Record<string, string> | null {
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
export function catalogueTexts(texts: Map<string, Set<string>>): number {
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
export function schemaTexts(texts: Map<string, Set<string>>): number {
  const trees = pastTrees('scripts/theme/locales');
  for (const tree of trees.keys())
    for (const file of git('ls-tree', '--name-only', tree).split('\n'))
      flatten(parseJson(git('show', `${tree}:${file}`), file), '', (path, text) =>
        add(texts, path, text),
      );
  return trees.size;
}

/** The settings group's names (config/settings_schema.json) past builds added. */
export function groupNames(): string[] {
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
export function pastFiles(): string[] {
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
