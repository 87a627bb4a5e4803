import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { installLocales } from './locales.ts';

/**
 * The theme build (`npm run build:theme`'s dist-theme/) into a theme folder, first install and
 * upgrade alike (decision 033):
 * - sections/ and snippets/: the app's files, added or replaced;
 * - assets/: the new files; every `autoship-*` file the new build does not have is the previous
 *   version's (hashed names) and is removed: the `autoship-` prefix is the app's;
 * - templates/page.autoship-*.json: added when missing; an existing one keeps what the store set
 *   (its settings, its other sections, their order, Shopify's comment header): only the app's
 *   section is put back when it is missing;
 * - config/settings_schema.json: the app's group of theme settings ("Autoship", the store-wide
 *   ones) added, or replaced by the new build's; the values a store entered live in
 *   config/settings_data.json, which is never touched;
 * - locales/: the app's keys merged into the theme's own locale files (./locales.ts).
 * Running it twice changes nothing the second time.
 */
export interface InstallReport {
  copied: number;
  removed: string[];
  templatesAdded: string[];
  templatesKept: string[];
  settingsGroup: 'added' | 'replaced' | 'unchanged';
  locales: string[];
}

interface SettingsGroup {
  name: string;
  [key: string]: unknown;
}

/** The build's settings group into the theme's settings schema, in place of any earlier one. */
function installSettingsGroup(build: string, theme: string): InstallReport['settingsGroup'] {
  const group = JSON.parse(
    readFileSync(join(build, 'install', 'autoship-settings.json'), 'utf8'),
  ) as SettingsGroup;
  const path = join(theme, 'config', 'settings_schema.json');
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : '[]';
  const groups = JSON.parse(existing) as SettingsGroup[];
  const index = groups.findIndex((item) => item.name === group.name);
  const next = index === -1 ? [...groups, group] : groups.with(index, group);
  const text = `${JSON.stringify(next, null, 2)}\n`;
  if (JSON.stringify(next) === JSON.stringify(groups)) return 'unchanged';
  mkdirSync(join(theme, 'config'), { recursive: true });
  writeFileSync(path, text);
  return index === -1 ? 'added' : 'replaced';
}

const APP_PREFIX = 'autoship-';

function copyFolder(build: string, theme: string, folder: string): string[] {
  const from = join(build, folder);
  if (!existsSync(from)) return [];
  mkdirSync(join(theme, folder), { recursive: true });
  const files = readdirSync(from);
  for (const file of files) copyFileSync(join(from, file), join(theme, folder, file));
  return files;
}

interface TemplateJson {
  sections: Record<string, { type: string; settings?: Record<string, unknown> }>;
  order: string[];
  [key: string]: unknown;
}

/** Shopify writes a `/* … *\/` comment above a template's JSON; it is kept as it was. */
function splitTemplate(text: string): { header: string; json: TemplateJson } {
  const match = /^\s*\/\*[\s\S]*?\*\/\s*/.exec(text);
  const header = match?.[0] ?? '';
  return { header, json: JSON.parse(text.slice(header.length)) as TemplateJson };
}

/** The store's template with the build's section put back if it went missing. */
function mergeTemplate(existing: string, built: string): string {
  const store = splitTemplate(existing);
  const ours = splitTemplate(built).json;
  const sections = store.json.sections;
  const hasApp = Object.values(sections).some((section) => section.type === 'autoship-app');
  if (hasApp) return existing;
  for (const [key, section] of Object.entries(ours.sections)) {
    const id = key in sections ? `autoship-${key}` : key;
    sections[id] = section;
    store.json.order = [id, ...store.json.order.filter((item) => item !== id)];
  }
  return `${store.header}${JSON.stringify(store.json, null, 2)}\n`;
}

function installTemplates(build: string, theme: string) {
  const added: string[] = [];
  const kept: string[] = [];
  mkdirSync(join(theme, 'templates'), { recursive: true });
  for (const file of readdirSync(join(build, 'templates'))) {
    const target = join(theme, 'templates', file);
    const built = readFileSync(join(build, 'templates', file), 'utf8');
    if (!existsSync(target)) {
      writeFileSync(target, built);
      added.push(file);
      continue;
    }
    const existing = readFileSync(target, 'utf8');
    const merged = mergeTemplate(existing, built);
    if (merged !== existing) writeFileSync(target, merged);
    kept.push(file);
  }
  return { added, kept };
}

export function installTheme(build: string, theme: string): InstallReport {
  const assets = new Set(readdirSync(join(build, 'assets')));
  const themeAssets = join(theme, 'assets');
  const removed = existsSync(themeAssets)
    ? readdirSync(themeAssets).filter((file) => file.startsWith(APP_PREFIX) && !assets.has(file))
    : [];
  for (const file of removed) rmSync(join(themeAssets, file));
  const copied = ['assets', 'sections', 'snippets'].reduce(
    (count, folder) => count + copyFolder(build, theme, folder).length,
    0,
  );
  const templates = installTemplates(build, theme);
  const settingsGroup = installSettingsGroup(build, theme);
  const locales = installLocales(build, theme);
  return {
    copied,
    removed,
    templatesAdded: templates.added,
    templatesKept: templates.kept,
    settingsGroup,
    locales,
  };
}
