import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * theme:install as the builds before its record ran it (git show f48dcdb:scripts/theme-install/):
 * files copied over, the app's templates added, and every JSON file it touched parsed and written
 * back with `JSON.stringify(value, null, 2)` under its leading comment, the settings group and the
 * app's locale keys put in. It wrote no record.
 */
type Json = Record<string, unknown>;

function read(text: string): { header: string; json: Json } {
  const header = /^\s*\/\*[\s\S]*?\*\/\s*/.exec(text)?.[0] ?? '';
  return { header, json: JSON.parse(text.slice(header.length)) as Json };
}

function kind(file: string) {
  const match = /^([\w-]+?)(\.default)?(\.schema)?\.json$/.exec(file);
  return { language: match?.[1], schema: match?.[3] !== undefined };
}

function targetName(themeFiles: string[], file: string): string | null {
  const wanted = kind(file);
  const same = themeFiles.find((name) => {
    const found = kind(name);
    return found.language === wanted.language && found.schema === wanted.schema;
  });
  if (same) return same;
  if (!file.includes('.default.')) return null;
  return (
    themeFiles.find((name) => name.includes('.default.') && kind(name).schema === wanted.schema) ??
    file
  );
}

function merge(theirs: Json, ours: Json, schema: boolean): Json {
  if (!schema) return { ...theirs, autoship: ours['autoship'] };
  const merged = { ...theirs };
  for (const group of ['sections', 'settings_schema']) {
    const app = (ours[group] as Json | undefined)?.['autoship'];
    if (app !== undefined)
      merged[group] = { ...(theirs[group] as Json | undefined), autoship: app };
  }
  return merged;
}

function installLocales(build: string, theme: string): void {
  const to = join(theme, 'locales');
  mkdirSync(to, { recursive: true });
  const themeFiles = readdirSync(to);
  const files = readdirSync(join(build, 'locales')).sort(
    (a, b) => Number(a.includes('.default.')) - Number(b.includes('.default.')),
  );
  const written: string[] = [];
  for (const file of files) {
    const target = targetName(themeFiles, file);
    if (!target || written.includes(target)) continue;
    const ours = read(readFileSync(join(build, 'locales', file), 'utf8')).json;
    const path = join(to, target);
    const theirs = existsSync(path) ? read(readFileSync(path, 'utf8')) : { header: '', json: {} };
    const merged = merge(theirs.json, ours, kind(file).schema);
    writeFileSync(path, `${theirs.header}${JSON.stringify(merged, null, 2)}\n`);
    written.push(target);
  }
}

export function installAsBeforeRecord(build: string, theme: string): void {
  for (const folder of ['assets', 'sections', 'snippets']) {
    mkdirSync(join(theme, folder), { recursive: true });
    for (const file of readdirSync(join(build, folder)))
      copyFileSync(join(build, folder, file), join(theme, folder, file));
  }
  mkdirSync(join(theme, 'templates'), { recursive: true });
  for (const file of readdirSync(join(build, 'templates')))
    if (!existsSync(join(theme, 'templates', file)))
      copyFileSync(join(build, 'templates', file), join(theme, 'templates', file));
  const group = JSON.parse(
    readFileSync(join(build, 'install', 'autoship-settings.json'), 'utf8'),
  ) as Json;
  const schema = join(theme, 'config', 'settings_schema.json');
  const groups = JSON.parse(existsSync(schema) ? readFileSync(schema, 'utf8') : '[]') as Json[];
  const index = groups.findIndex((item) => item['name'] === group['name']);
  const next = index === -1 ? [...groups, group] : groups.with(index, group);
  writeFileSync(schema, `${JSON.stringify(next, null, 2)}\n`);
  installLocales(build, theme);
}
