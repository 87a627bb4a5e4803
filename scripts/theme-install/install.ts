import { existsSync, readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { appendJson, editJson, isObject, readJson, type Json } from './json-text.ts';
import { planLocales } from './locales.ts';
import { applyPlan, emptyPlan, type Plan } from './plan.ts';
import { readRecord, RECORD, recordText, type InstallRecord } from './record.ts';
import { planTemplates } from './templates.ts';

/**
 * The theme build (`npm run build:theme`'s dist-theme/) into a theme folder, first install and
 * upgrade alike (decisions 033, 055):
 * - assets/, sections/, snippets/: the app's files, added or replaced; every file of the
 *   previous install (the record) or `assets/autoship-*` the new build does not have is removed;
 * - templates/page.autoship-*.json: added when missing; an existing one keeps what the store set
 *   (./templates.ts);
 * - config/settings_schema.json: the app's group of theme settings added, or replaced by the new
 *   build's; the values a store entered live in config/settings_data.json, never touched;
 * - locales/: the app's keys merged into the theme's own locale files, a store's wording kept
 *   (./locales.ts);
 * - assets/autoship-install.json: the record of all this (./record.ts).
 * Every file is read and checked before anything is written. A second run changes no byte.
 */
export interface InstallReport {
  copied: number;
  removed: string[];
  templatesAdded: string[];
  templatesKept: string[];
  settingsGroup: 'added' | 'replaced' | 'unchanged';
  locales: string[];
  /** `locales/file: key` of each app text the store changed, kept. */
  keptTexts: string[];
  /** Every theme file the run changed. */
  changed: string[];
}

const COPIED = ['assets', 'sections', 'snippets'];
const FOLDERS = [...COPIED, 'templates', 'config', 'locales'];

function planSettingsGroup(
  build: string,
  theme: string,
  plan: Plan,
): { name: string; state: InstallReport['settingsGroup'] } {
  const group = readJson(
    join(build, 'install', 'autoship-settings.json'),
    'build install/autoship-settings.json',
    'object',
  ).value as Json;
  const path = join(theme, 'config', 'settings_schema.json');
  const label = 'config/settings_schema.json';
  const { text, value } = existsSync(path)
    ? readJson(path, label, 'array')
    : { text: '[]\n', value: [] };
  const groups = value as unknown[];
  const index = groups.findIndex((item) => isObject(item) && item['name'] === group['name']);
  if (index !== -1 && isDeepStrictEqual(groups[index], group))
    return { name: String(group['name']), state: 'unchanged' };
  plan.writes.set(label, {
    text: index === -1 ? appendJson(text, group) : editJson(text, [index], group),
  });
  return { name: String(group['name']), state: index === -1 ? 'added' : 'replaced' };
}

function planFiles(build: string, theme: string, plan: Plan, previous: InstallRecord | null) {
  const files: string[] = [];
  for (const folder of COPIED) {
    if (!existsSync(join(build, folder))) continue;
    for (const file of readdirSync(join(build, folder)).sort()) {
      files.push(`${folder}/${file}`);
      plan.writes.set(`${folder}/${file}`, { copy: join(build, folder, file) });
    }
  }
  // Hashed assets of an earlier version: the `autoship-` prefix is the app's.
  const assets = existsSync(join(theme, 'assets')) ? readdirSync(join(theme, 'assets')) : [];
  const stale = [
    ...(previous?.files ?? []),
    ...assets.filter((file) => file.startsWith('autoship-')).map((file) => `assets/${file}`),
  ].filter((file) => !files.includes(file) && file !== RECORD && existsSync(join(theme, file)));
  for (const file of stale) plan.removes.add(file);
  return { files, removed: [...new Set(stale)].map((file) => file.replace(/^assets\//, '')) };
}

export function installTheme(build: string, theme: string): InstallReport {
  const previous = readRecord(theme);
  const plan = emptyPlan();
  const folders = FOLDERS.filter((folder) => !existsSync(join(theme, folder)));
  const { files, removed } = planFiles(build, theme, plan, previous);
  const templates = planTemplates(build, theme, plan, previous?.templates ?? []);
  const group = planSettingsGroup(build, theme, plan);
  const locales = planLocales(build, theme, previous?.locales ?? {});
  for (const [file, text] of locales.texts) plan.writes.set(`locales/${file}`, { text });
  const record: InstallRecord = {
    files,
    templates: templates.created,
    settingsGroup: group.name,
    settingsCreated:
      previous?.settingsCreated ?? !existsSync(join(theme, 'config', 'settings_schema.json')),
    locales: locales.records,
    folders: [...new Set([...(previous?.folders ?? []), ...folders])],
  };
  plan.writes.set(RECORD, { text: recordText(record) });
  const changed = applyPlan(theme, plan);
  return {
    copied: files.length,
    removed,
    templatesAdded: templates.added,
    templatesKept: templates.kept,
    settingsGroup: group.state,
    locales: [...locales.texts.keys()].filter((file) => changed.includes(`locales/${file}`)),
    keptTexts: locales.kept,
    changed,
  };
}
