import { editJson, isObject } from './json-text.ts';
import { ThemeFileError } from './theme-errors.ts';
import { appKeys, describeLocale } from './locale-files.ts';
import { PAST_SETTINGS_GROUPS, PAST_TEMPLATES } from './past-install.ts';
import { applyPlan, emptyPlan, type Plan } from './plan.ts';
import { RECORD, type InstallRecord } from './record.ts';
import type { ThemeIo } from './swap.ts';
import { APP_SECTION, themeTemplate } from './templates.ts';
import { themeContext } from './theme-context.ts';
import type { ThemeReader } from './theme-reader.ts';

/**
 * Takes out of a theme what theme:install put in, and nothing else (decisions 055, 069): the
 * app's files, its templates, its settings group, its keys in every locale file, the record; for
 * an install made before the record, what past builds put in, recognised by name and key, and a
 * file they re-formatted given back the theme's own bytes. The values a store entered
 * (config/settings_data.json) stay. It refuses, changing nothing, while a template of the app's
 * still holds the store's own sections or the app's section sits in a template of the store's:
 * removing it would lose the store's work or leave a template Shopify refuses.
 */
export interface UninstallReport {
  removed: string[];
  changed: string[];
  pastInstall: boolean;
}

/** Every JSON template of the theme (templates/ and templates/customers/), by theme path. */
function templatesOf(theme: ThemeReader): string[] {
  return ['templates', 'templates/customers'].flatMap((folder) =>
    theme
      .list(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => `${folder}/${file}`),
  );
}

function planTemplates(theme: ThemeReader, record: InstallRecord, plan: Plan): void {
  const apps = new Set([...record.templates, ...PAST_TEMPLATES]);
  for (const name of templatesOf(theme)) {
    const { sections } = themeTemplate(theme, name).json;
    const types = Object.values(sections).map((section) => String(section.type));
    if (apps.has(name)) {
      const theirs = types.filter((type) => type !== APP_SECTION);
      if (theirs.length > 0)
        throw new ThemeFileError(
          `${name} holds the store's own sections (${theirs.join(', ')}) beside the app's: ` +
            'move them to another template or delete them in the theme editor, then run again',
        );
      plan.removes.add(name);
    } else if (types.includes(APP_SECTION)) {
      throw new ThemeFileError(
        `${name} uses the app's section (${APP_SECTION}): remove it there in the theme editor, ` +
          'then run again',
      );
    }
  }
}

function planSettingsGroup(theme: ThemeReader, record: InstallRecord, plan: Plan): void {
  const label = 'config/settings_schema.json';
  if (!theme.exists(label)) return;
  if (record.settingsCreated) {
    plan.removes.add(label);
    return;
  }
  const { text, value } = theme.json(label, 'array');
  const names = [record.settingsGroup, ...PAST_SETTINGS_GROUPS];
  const index = (value as unknown[]).findIndex(
    (group) => isObject(group) && names.includes(String(group['name'])),
  );
  if (index !== -1) plan.writes.set(label, { text: editJson(text, [index], undefined) });
}

/** The app's keys out of every locale file (a store's own words for them are the app's keys too). */
function planLocales(theme: ThemeReader, record: InstallRecord, plan: Plan): void {
  for (const file of theme.list('locales')) {
    const kind = describeLocale(file);
    if (!kind) continue;
    const name = `locales/${file}`;
    const entry = record.locales[file];
    const { text, value } = theme.json(name, 'object');
    if (entry?.created) {
      plan.removes.add(name);
      continue;
    }
    let next = text;
    for (const path of appKeys(kind.schema)) {
      const [container] = path;
      if (!container) continue;
      next = editJson(next, path, undefined);
      const parent = isObject(value) ? value[container] : undefined;
      const others = isObject(parent) ? Object.keys(parent).filter((key) => key !== path[1]) : [];
      if (path.length > 1 && entry?.containers.includes(container) && others.length === 0)
        next = editJson(next, [container], undefined);
    }
    if (next !== text || theme.repaired.has(name)) plan.writes.set(name, { text: next });
  }
}

export function uninstallTheme(root: string, io?: ThemeIo): UninstallReport {
  const { theme, record, previous } = themeContext(root);
  if (!previous)
    throw new ThemeFileError(
      'the app is not in this theme: no record (assets/autoship-install.json) and nothing a ' +
        'build of the app writes',
    );
  const plan = emptyPlan();
  planTemplates(theme, previous, plan);
  const assets = theme
    .list('assets')
    .filter((file) => file.startsWith('autoship-'))
    .map((file) => `assets/${file}`);
  for (const file of [...previous.files, ...assets, RECORD]) plan.removes.add(file);
  planSettingsGroup(theme, previous, plan);
  planLocales(theme, previous, plan);
  plan.folders.push(...previous.folders);
  const changed = applyPlan(root, plan, io);
  return {
    removed: changed.filter((file) => plan.removes.has(file)),
    changed,
    pastInstall: record === null,
  };
}
