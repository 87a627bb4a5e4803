import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendJson, editJson, isObject, type Json } from './json-text.ts';
import { appKeys, describeLocale } from './locale-files.ts';
import pastBuilds from './past-installs/past-builds.json' with { type: 'json' };
import { canonicalText, isPastBuildForm, repairedText } from './past-installs/repair.ts';
import type { InstallRecord, LocaleRecord } from './record.ts';

/**
 * An install made before theme:install kept its record (decision 069), recognised by what past
 * builds wrote (past-installs/past-builds.json, read from git history by
 * scripts/past-installs.mjs): their section, snippets and templates by name, the hashed assets by
 * the app's `autoship-` prefix, their settings group by name, and their texts, key by key.
 */
const PAST_TEXTS: Readonly<Record<string, readonly string[]>> = pastBuilds.texts;

/** The text at `key` (`autoship.manage.heading`) is one a past build wrote. */
export function pastText(key: string, text: unknown): boolean {
  return typeof text === 'string' && (PAST_TEXTS[key]?.includes(text) ?? false);
}

export const PAST_SETTINGS_GROUPS: readonly string[] = pastBuilds.settingsGroups;

/** The templates past builds created (`templates/page.autoship-….json`). */
export const PAST_TEMPLATES: readonly string[] = pastBuilds.files.filter((file) =>
  file.startsWith('templates/'),
);

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

const SETTINGS_SCHEMA = 'config/settings_schema.json';

/** The app's parts of a theme JSON file: each key path with its value, in the file. */
function appParts(file: string, value: unknown, groups: readonly string[]) {
  if (file === SETTINGS_SCHEMA) {
    const list = Array.isArray(value) ? value : [];
    return list.filter((group) => isObject(group) && groups.includes(String(group['name'])));
  }
  const schema = describeLocale(file.replace(/^locales\//, ''))?.schema ?? false;
  return appKeys(schema).flatMap((path) => {
    const part = at(value, path);
    return part === undefined ? [] : [{ path, part }];
  });
}

const without = (value: Json, key: string): Json =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

/** The value without the app's parts (a container left holding nothing is the app's too). */
function withoutApp(file: string, value: unknown, groups: readonly string[]): unknown {
  if (file === SETTINGS_SCHEMA)
    return (value as unknown[]).filter(
      (group) => !(isObject(group) && groups.includes(String(group['name']))),
    );
  let rest = value as Json;
  for (const { path } of appParts(file, value, groups) as { path: string[] }[]) {
    const [container, key] = path;
    if (!container) continue;
    const parent = rest[container];
    if (!key || !isObject(parent)) rest = without(rest, container);
    else {
      const left = without(parent, key);
      rest =
        Object.keys(left).length === 0 ? without(rest, container) : { ...rest, [container]: left };
    }
  }
  return rest;
}

/**
 * The theme's own bytes, with the app's parts put back in place, of each file a past build
 * re-wrote (./past-installs/repair.ts); files in their own form are not listed.
 */
export function repairedTexts(theme: string, groups: readonly string[]): Map<string, string> {
  const repaired = new Map<string, string>();
  const localeFiles = existsSync(join(theme, 'locales')) ? readdirSync(join(theme, 'locales')) : [];
  for (const file of [SETTINGS_SCHEMA, ...localeFiles.map((name) => `locales/${name}`)]) {
    const path = join(theme, file);
    // Anything but a plain JSON file is the planners' to report.
    if (!file.endsWith('.json') || !existsSync(path) || !lstatSync(path).isFile()) continue;
    const text = readFileSync(path, 'utf8');
    if (!isPastBuildForm(text)) continue;
    const header = /^\s*\/\*[\s\S]*?\*\/\s*/.exec(text)?.[0] ?? '';
    const value: unknown = JSON.parse(text.slice(header.length));
    const parts = appParts(file, value, groups);
    if (parts.length === 0) continue;
    const own = canonicalText(`${header}${JSON.stringify(withoutApp(file, value, groups))}`);
    const original = own === null ? null : repairedText(file, own);
    if (original === null) continue;
    let next = original;
    for (const part of parts)
      next =
        file === SETTINGS_SCHEMA
          ? appendJson(next, part)
          : editJson(next, (part as { path: string[] }).path, (part as { part: unknown }).part);
    if (next !== text) repaired.set(file, next);
  }
  return repaired;
}

/**
 * What a past build put into a locale file, as the record would say it: a container holding
 * only the app's key is the app's, and so is a file holding nothing else.
 */
function localeRecord(value: unknown, schema: boolean): LocaleRecord | null {
  if (!isObject(value)) return null;
  const paths = appKeys(schema);
  if (paths.every((path) => at(value, path) === undefined)) return null;
  const containers = paths.flatMap(([container, key]) => {
    const node = container ? value[container] : undefined;
    return key && container && isObject(node) && Object.keys(node).join() === key
      ? [container]
      : [];
  });
  const apps = new Set([...containers, ...paths.filter((path) => path.length === 1).flat()]);
  const created = Object.keys(value).every((key) => apps.has(key));
  return { created, containers, texts: {} };
}

/** The record a past build would have written, or null when no past install is there. */
export function recognisePastInstall(
  theme: string,
  read: (file: string, kind: 'object' | 'array') => unknown,
): InstallRecord | null {
  const exists = (file: string) => existsSync(join(theme, file));
  const assets = exists('assets') ? readdirSync(join(theme, 'assets')) : [];
  const files = [
    ...pastBuilds.files.filter((file) => !file.startsWith('templates/') && exists(file)),
    ...assets.filter((name) => name.startsWith('autoship-')).map((name) => `assets/${name}`),
  ];
  const templates = PAST_TEMPLATES.filter(exists);
  const locales: Record<string, LocaleRecord> = {};
  for (const name of exists('locales') ? readdirSync(join(theme, 'locales')).sort() : []) {
    const kind = describeLocale(name);
    if (!kind) continue;
    const entry = localeRecord(read(`locales/${name}`, 'object'), kind.schema);
    if (entry) locales[name] = entry;
  }
  const groups = exists(SETTINGS_SCHEMA) ? (read(SETTINGS_SCHEMA, 'array') as unknown[]) : [];
  const ours = groups.filter(
    (group) => isObject(group) && PAST_SETTINGS_GROUPS.includes(String(group['name'])),
  );
  if (files.length + templates.length + ours.length + Object.keys(locales).length === 0)
    return null;
  // A folder holding nothing but what past builds put there was theirs (a theme has its own).
  const apps = new Set([...files, ...templates]);
  const folders = ['assets', 'sections', 'snippets', 'templates'].filter((folder) => {
    const names = exists(folder) ? readdirSync(join(theme, folder)) : [];
    return names.length > 0 && names.every((name) => apps.has(`${folder}/${name}`));
  });
  return {
    files,
    templates,
    settingsGroup: PAST_SETTINGS_GROUPS[0] ?? '',
    settingsCreated: ours.length > 0 && ours.length === groups.length,
    locales,
    folders,
  };
}
