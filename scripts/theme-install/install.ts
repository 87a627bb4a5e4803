import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { appendJson, editJson, isObject, readJson, type Json } from './json-text.ts';
import { planLocales } from './locales.ts';
import { PAST_SETTINGS_GROUPS } from './past-install.ts';
import { applyPlan, emptyPlan, type Plan } from './plan.ts';
import { RECORD, recordText, type InstallRecord } from './record.ts';
import { adaptSection } from './section.ts';
import type { ThemeIo } from './swap.ts';
import { APP_SECTION, planTemplates } from './templates.ts';
import { themeContext, type ThemeContext } from './theme-context.ts';
import { themeFacts, type ThemeFacts } from './themes.ts';

/**
 * The theme build (`npm run build:theme`'s dist-theme/) into a theme folder, first install and
 * upgrade alike (decisions 033, 055, 068-070):
 * - assets/, sections/, snippets/: the app's files, added or replaced (the section with the
 *   settings the theme can hold, ./section.ts); every file of the previous install (the record,
 *   or what past builds wrote) or `assets/autoship-*` the new build does not have is removed;
 * - templates/page.autoship-*.json: added when missing; an existing one keeps what the store set
 *   (./templates.ts);
 * - config/settings_schema.json: the app's group of theme settings added, or replaced by the new
 *   build's; the values a store entered live in config/settings_data.json, never touched;
 * - locales/: the app's keys merged into every locale file of the theme, a store's wording kept
 *   (./locales.ts);
 * - assets/autoship-install.json: the record of all this (./record.ts).
 * Every file is read and checked before anything is written, and the changes go in all or
 * nothing (./plan.ts). A second run changes no byte.
 */
export interface InstallReport {
  theme: ThemeFacts;
  copied: number;
  removed: string[];
  templatesAdded: string[];
  templatesKept: string[];
  settingsGroup: 'added' | 'replaced' | 'unchanged';
  /** The section's settings left out: the theme cannot hold them. */
  sectionLeft: string[];
  locales: string[];
  /** `locales/file: key` of each app text the store changed, kept. */
  keptTexts: string[];
  /** An install by a build before the record, recognised by what it wrote. */
  pastInstall: boolean;
  /** Files a past build had re-formatted, given back the theme's own bytes. */
  repaired: string[];
  /** Every theme file the run changed. */
  changed: string[];
}

const COPIED = ['assets', 'sections', 'snippets'];
const FOLDERS = [...COPIED, 'templates', 'config', 'locales'];
const SETTINGS_SCHEMA = 'config/settings_schema.json';

function planSettingsGroup(group: Json, context: ThemeContext, plan: Plan) {
  const { theme } = context;
  const { text, value } = theme.exists(SETTINGS_SCHEMA)
    ? theme.json(SETTINGS_SCHEMA, 'array')
    : { text: '[]\n', value: [] };
  const groups = value as unknown[];
  const names = [String(group['name']), context.record?.settingsGroup, ...PAST_SETTINGS_GROUPS];
  const index = groups.findIndex((item) => isObject(item) && names.includes(String(item['name'])));
  const facts = themeFacts(groups);
  if (index !== -1 && isDeepStrictEqual(groups[index], group))
    return { facts, state: 'unchanged' as const };
  plan.writes.set(SETTINGS_SCHEMA, {
    text: index === -1 ? appendJson(text, group) : editJson(text, [index], group),
  });
  return { facts, state: index === -1 ? ('added' as const) : ('replaced' as const) };
}

function planFiles(build: string, context: ThemeContext, facts: ThemeFacts, plan: Plan) {
  const files: string[] = [];
  let sectionLeft: string[] = [];
  for (const folder of COPIED) {
    if (!existsSync(join(build, folder))) continue;
    for (const file of readdirSync(join(build, folder)).sort()) {
      const name = `${folder}/${file}`;
      files.push(name);
      if (name !== `sections/${APP_SECTION}.liquid`) {
        plan.writes.set(name, { copy: join(build, folder, file) });
        continue;
      }
      const section = adaptSection(readFileSync(join(build, name), 'utf8'), facts, `build ${name}`);
      sectionLeft = section.left;
      plan.writes.set(name, { text: section.text });
    }
  }
  // Hashed assets of an earlier version: the `autoship-` prefix is the app's.
  const stale = [
    ...(context.previous?.files ?? []),
    ...context.theme
      .list('assets')
      .filter((file) => file.startsWith('autoship-'))
      .map((file) => `assets/${file}`),
  ].filter((file) => !files.includes(file) && file !== RECORD && context.theme.exists(file));
  for (const file of stale) plan.removes.add(file);
  const removed = [...new Set(stale)].map((file) => file.replace(/^assets\//, ''));
  return { files, removed, sectionLeft };
}

export function installTheme(build: string, themeRoot: string, io?: ThemeIo): InstallReport {
  const group = readJson(
    join(build, 'install', 'autoship-settings.json'),
    'build install/autoship-settings.json',
    'object',
  ).value as Json;
  const context = themeContext(themeRoot, String(group['name']));
  const { theme, previous } = context;
  const plan = emptyPlan();
  const folders = FOLDERS.filter((folder) => !theme.exists(folder));
  const settings = planSettingsGroup(group, context, plan);
  const { files, removed, sectionLeft } = planFiles(build, context, settings.facts, plan);
  const templates = planTemplates(build, theme, plan, previous?.templates ?? []);
  const locales = planLocales(build, theme, previous?.locales ?? {}, context.wrote);
  for (const [file, text] of locales.texts) plan.writes.set(`locales/${file}`, { text });
  // A re-formatted file the install had nothing else to change in gets its own bytes back too.
  for (const [file, text] of theme.repaired)
    if (!plan.writes.has(file)) plan.writes.set(file, { text });
  const record: InstallRecord = {
    files,
    templates: templates.created,
    settingsGroup: String(group['name']),
    settingsCreated: previous?.settingsCreated ?? !theme.exists(SETTINGS_SCHEMA),
    locales: locales.records,
    folders: [...new Set([...(previous?.folders ?? []), ...folders])],
  };
  plan.writes.set(RECORD, { text: recordText(record) });
  const changed = applyPlan(themeRoot, plan, io);
  return {
    theme: settings.facts,
    copied: files.length,
    removed,
    templatesAdded: templates.added,
    templatesKept: templates.kept,
    settingsGroup: settings.state,
    sectionLeft,
    locales: [...locales.texts.keys()].filter((file) => changed.includes(`locales/${file}`)),
    keptTexts: locales.kept,
    pastInstall: context.record === null && previous !== null,
    repaired: [...theme.repaired.keys()],
    changed,
  };
}
