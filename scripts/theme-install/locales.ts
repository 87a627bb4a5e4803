import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build's locale files into a theme's (decision 041). A theme has its own
 * `locales/*.json` (one of them its `*.default.json`), so nothing is copied over: each build file
 * goes into the theme's file of the same language (`de.json` into a German-default theme's
 * `de.default.json`), and only the app's keys (`autoship`, and `sections.autoship` and `settings_schema.autoship`
 * in `*.schema.json`) are replaced; every other key stays as it was.
 */
type Json = { [key: string]: unknown };

/** `de.default.schema.json` → { language: 'de', schema: true }. */
function describe(file: string): { language: string; schema: boolean } | null {
  const match = /^([\w-]+?)(\.default)?(\.schema)?\.json$/.exec(file);
  return match?.[1] ? { language: match[1], schema: match[3] !== undefined } : null;
}

/** Shopify may write a `/* … *\/` comment above a locale's JSON; it is kept as it was. */
function read(text: string): { header: string; json: Json } {
  const header = /^\s*\/\*[\s\S]*?\*\/\s*/.exec(text)?.[0] ?? '';
  return { header, json: JSON.parse(text.slice(header.length)) as Json };
}

function merge(theirs: Json, ours: Json, schema: boolean): Json {
  if (!schema) return { ...theirs, autoship: ours['autoship'] };
  // The section's labels and the theme settings group's (Theme settings → Autoship).
  const merged = { ...theirs };
  for (const group of ['sections', 'settings_schema']) {
    const app = (ours[group] as Json | undefined)?.['autoship'];
    if (app !== undefined)
      merged[group] = { ...(theirs[group] as Json | undefined), autoship: app };
  }
  return merged;
}

/**
 * The theme's locale file for `file`: the one of its language and kind; for the build's default
 * (English), the theme's default when the theme has no English; none for a language the theme
 * does not speak (a file of only the app's keys would lack the theme's own, which theme-check
 * refuses, and Shopify shows the default's texts there anyway).
 */
function targetName(themeFiles: string[], file: string): string | null {
  const wanted = describe(file);
  const same = themeFiles.find((name) => {
    const found = describe(name);
    return found?.language === wanted?.language && found?.schema === wanted?.schema;
  });
  if (same) return same;
  if (!file.includes('.default.')) return null;
  const themeDefault = themeFiles.find(
    (name) => name.includes('.default.') && describe(name)?.schema === wanted?.schema,
  );
  return themeDefault ?? file;
}

/** Returns the theme's locale files written. */
export function installLocales(build: string, theme: string): string[] {
  const from = join(build, 'locales');
  if (!existsSync(from)) return [];
  const to = join(theme, 'locales');
  mkdirSync(to, { recursive: true });
  const themeFiles = readdirSync(to);
  // The build's default last: a theme of another default language keeps its own texts there.
  const files = readdirSync(from).sort(
    (a, b) => Number(a.includes('.default.')) - Number(b.includes('.default.')),
  );
  const written: string[] = [];
  for (const file of files) {
    const target = targetName(themeFiles, file);
    if (!target || written.includes(target)) continue;
    const ours = read(readFileSync(join(from, file), 'utf8')).json;
    const path = join(to, target);
    const theirs = existsSync(path) ? read(readFileSync(path, 'utf8')) : { header: '', json: {} };
    const merged = merge(theirs.json, ours, describe(file)?.schema ?? false);
    writeFileSync(path, `${theirs.header}${JSON.stringify(merged, null, 2)}\n`);
    written.push(target);
  }
  return written;
}
