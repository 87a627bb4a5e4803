import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { editJson, isObject, readJson, ThemeFileError } from './json-text.ts';
import { appKeys } from './locales.ts';
import { applyPlan, emptyPlan, type Plan } from './plan.ts';
import { readRecord, RECORD, type InstallRecord } from './record.ts';
import { APP_SECTION, readTemplate } from './templates.ts';

/**
 * Takes out of a theme what theme:install put in, as its record says, and nothing else
 * (decision 055): the app's files, the templates it created, its settings group, its locale keys,
 * the record. The values a store entered (config/settings_data.json) stay. It refuses, changing
 * nothing, while a template still holds the store's own sections beside the app's or the app's
 * section sits in a template of the store's: removing it would lose the store's work or leave a
 * template Shopify refuses.
 */
export interface UninstallReport {
  removed: string[];
  changed: string[];
}

/** Every JSON template of the theme (templates/ and templates/customers/), by theme path. */
function templatesOf(theme: string): string[] {
  const names: string[] = [];
  for (const folder of ['templates', 'templates/customers']) {
    if (!existsSync(join(theme, folder))) continue;
    for (const file of readdirSync(join(theme, folder)).sort())
      if (file.endsWith('.json')) names.push(`${folder}/${file}`);
  }
  return names;
}

function planTemplates(theme: string, record: InstallRecord, plan: Plan): void {
  for (const name of templatesOf(theme)) {
    const { sections } = readTemplate(join(theme, name), name).json;
    const types = Object.values(sections).map((section) => String(section.type));
    const ours = types.includes(APP_SECTION);
    if (record.templates.includes(name)) {
      const theirs = types.filter((type) => type !== APP_SECTION);
      if (theirs.length > 0)
        throw new ThemeFileError(
          `${name} holds the store's own sections (${theirs.join(', ')}) beside the app's: ` +
            'move them to another template or delete them in the theme editor, then run again',
        );
      plan.removes.add(name);
    } else if (ours) {
      throw new ThemeFileError(
        `${name} uses the app's section (${APP_SECTION}): remove it there in the theme editor, ` +
          'then run again',
      );
    }
  }
}

function planSettingsGroup(theme: string, record: InstallRecord, plan: Plan): void {
  const label = 'config/settings_schema.json';
  if (!existsSync(join(theme, label))) return;
  if (record.settingsCreated) {
    plan.removes.add(label);
    return;
  }
  const { text, value } = readJson(join(theme, label), label, 'array');
  const index = (value as unknown[]).findIndex(
    (group) => isObject(group) && group['name'] === record.settingsGroup,
  );
  if (index !== -1) plan.writes.set(label, { text: editJson(text, [index], undefined) });
}

function planLocales(theme: string, record: InstallRecord, plan: Plan): void {
  for (const [file, entry] of Object.entries(record.locales)) {
    const name = `locales/${file}`;
    if (!existsSync(join(theme, name))) continue;
    const { text, value } = readJson(join(theme, name), name, 'object');
    if (entry.created) {
      plan.removes.add(name);
      continue;
    }
    let next = text;
    for (const path of appKeys(file.includes('.schema.'))) {
      const [container] = path;
      if (!container) continue;
      next = editJson(next, path, undefined);
      const parent = isObject(value) ? value[container] : undefined;
      const others = isObject(parent) ? Object.keys(parent).filter((key) => key !== path[1]) : [];
      if (path.length > 1 && entry.containers.includes(container) && others.length === 0)
        next = editJson(next, [container], undefined);
    }
    plan.writes.set(name, { text: next });
  }
}

export function uninstallTheme(theme: string): UninstallReport {
  const record = readRecord(theme);
  if (!record)
    throw new ThemeFileError(
      `${RECORD} is missing: this theme was not installed by this theme:install; run ` +
        '`npm run theme:install` once with the current build, then uninstall',
    );
  const plan = emptyPlan();
  planTemplates(theme, record, plan);
  for (const file of [...record.files, RECORD]) plan.removes.add(file);
  planSettingsGroup(theme, record, plan);
  planLocales(theme, record, plan);
  plan.folders.push(...record.folders);
  const changed = applyPlan(theme, plan);
  return { removed: changed.filter((file) => !existsSync(join(theme, file))), changed };
}
