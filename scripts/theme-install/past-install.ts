import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isObject, valueAt } from './json-text.ts';
import { appKeys, describeLocale } from './locale-files.ts';
import pastBuilds from './past-installs/past-builds.json' with { type: 'json' };
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

const SETTINGS_SCHEMA = 'config/settings_schema.json';

/**
 * What a past build put into a locale file, as the record would say it: a container holding
 * only the app's key is the app's, and so is a file holding nothing else.
 */
function localeRecord(value: unknown, schema: boolean): LocaleRecord | null {
  if (!isObject(value)) return null;
  const paths = appKeys(schema);
  if (paths.every((path) => valueAt(value, path) === undefined)) return null;
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
