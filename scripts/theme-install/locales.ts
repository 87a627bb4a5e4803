import { existsSync, readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { editJson, isObject, readJson, type Json } from './json-text.ts';
import type { LocaleRecord } from './record.ts';

/**
 * The build's locale files into a theme's (decision 042). Each build file goes into the theme's
 * file of the same language (`de.json` into a German-default theme's `de.default.json`); only
 * the app's keys (`autoship`; `sections.autoship` and `settings_schema.autoship` in
 * `*.schema.json`) are set, in place, every other byte stays. A text the store changed (it is
 * neither what the app wrote last time nor the new build's) is kept (decision 055).
 */

/** `de.default.schema.json` → { language: 'de', schema: true }. */
function describe(file: string): { language: string; schema: boolean } | null {
  const match = /^([\w-]+?)(\.default)?(\.schema)?\.json$/.exec(file);
  return match?.[1] ? { language: match[1], schema: match[3] !== undefined } : null;
}

/** The app's key paths in a locale file of this kind. */
export function appKeys(schema: boolean): string[][] {
  return schema
    ? [
        ['sections', 'autoship'],
        ['settings_schema', 'autoship'],
      ]
    : [['autoship']];
}

function at(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

/**
 * The build's texts, with each text the store changed kept: one the theme has that is neither
 * the build's nor the one the app wrote last time (`last`; none before the first record, when
 * any differing text is the store's as far as anyone can tell). Keys the build dropped go.
 */
function mergeTexts(ours: unknown, theirs: unknown, last: unknown, key: string, kept: string[]) {
  if (isObject(ours)) {
    const merged: Json = {};
    for (const [name, value] of Object.entries(ours))
      merged[name] = mergeTexts(
        value,
        at(theirs, [name]),
        at(last, [name]),
        `${key}.${name}`,
        kept,
      );
    return merged;
  }
  if (theirs === undefined || isObject(theirs) || isDeepStrictEqual(theirs, ours)) return ours;
  if (last !== undefined && isDeepStrictEqual(theirs, last)) return ours;
  kept.push(key);
  return theirs;
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

export interface LocalesPlan {
  /** Theme locale file → its new text. */
  texts: Map<string, string>;
  records: Record<string, LocaleRecord>;
  /** `file: key` of each text the store changed and the install kept. */
  kept: string[];
}

/** What the build's locales make of the theme's; `previous`: the last install's records. */
export function planLocales(
  build: string,
  theme: string,
  previous: Record<string, LocaleRecord>,
): LocalesPlan {
  const plan: LocalesPlan = { texts: new Map(), records: {}, kept: [] };
  const from = join(build, 'locales');
  if (!existsSync(from)) return plan;
  const to = join(theme, 'locales');
  const themeFiles = existsSync(to) ? readdirSync(to) : [];
  // The build's default last: a theme of another default language keeps its own texts there.
  const files = readdirSync(from).sort(
    (a, b) => Number(a.includes('.default.')) - Number(b.includes('.default.')),
  );
  for (const file of files) {
    const target = targetName(themeFiles, file);
    if (!target || plan.texts.has(target)) continue;
    const ours = readJson(join(from, file), `build locales/${file}`, 'object').value;
    const exists = existsSync(join(to, target));
    const theirs = exists
      ? readJson(join(to, target), `locales/${target}`, 'object')
      : { text: '{}\n', value: {} };
    const last = previous[target];
    const record: LocaleRecord = {
      created: last?.created ?? !exists,
      containers: [...(last?.containers ?? [])],
      texts: {},
    };
    let text = theirs.text;
    for (const path of appKeys(describe(file)?.schema ?? false)) {
      const app = at(ours, path);
      if (app === undefined) continue;
      const [container] = path;
      if (path.length > 1 && container && at(theirs.value, [container]) === undefined)
        record.containers.push(container);
      const now = at(theirs.value, path);
      const kept: string[] = [];
      const merged = mergeTexts(app, now, at(last?.texts, path), path.join('.'), kept);
      plan.kept.push(...kept.map((key) => `${target}: ${key}`));
      if (!isDeepStrictEqual(now, merged)) text = editJson(text, path, merged);
      setAt(record.texts, path, app);
    }
    plan.texts.set(target, text);
    plan.records[target] = { ...record, containers: [...new Set(record.containers)] };
  }
  return plan;
}

function setAt(target: Json, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (!head) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = isObject(target[head]) ? target[head] : {};
  target[head] = child;
  setAt(child, rest, value);
}
