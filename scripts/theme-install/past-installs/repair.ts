import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  appendJson,
  editJson,
  isObject,
  valueAt,
  type Json,
} from '#scripts/theme-install/json-text.ts';
import { appKeys, describeLocale } from '#scripts/theme-install/locale-files.ts';
import repairData from './repairs.json' with { type: 'json' };

/**
 * Builds before the install record parsed a theme's JSON files and wrote them back with
 * `JSON.stringify(value, null, 2)` under the file's leading comment: the values were kept, the
 * bytes were not (Dawn's `"404"` keys moved first, its hand-made spacing and final newline went).
 * A file in that form whose value, without the app's keys, is a reference theme's file is given
 * back the theme's own bytes (repairs.json, made by scripts/past-installs.mjs from the reference
 * themes, with their licence notices).
 */
export interface Hunk {
  /** Index of the first line (a part between `\n`) the change replaces. */
  at: number;
  remove: number;
  insert: string[];
}

export interface Repair {
  file: string;
  /** sha256 of the past build's form of the file (without the app's keys). */
  canonical: string;
  /** sha256 of the theme's own bytes. */
  original: string;
  hunks: Hunk[];
}

const LEADING_COMMENT = /^\s*\/\*[\s\S]*?\*\/\s*/;

/** How a past build wrote a JSON file of this value; null when it could not read the text. */
export function canonicalText(text: string): string | null {
  const header = LEADING_COMMENT.exec(text)?.[0] ?? '';
  try {
    return `${header}${JSON.stringify(JSON.parse(text.slice(header.length)), null, 2)}\n`;
  } catch {
    return null;
  }
}

/** `text` in the form a past build wrote, header included (JSON.parse's key order). */
export function isPastBuildForm(text: string): boolean {
  return canonicalText(text) === text;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The theme's own bytes of a file a past build re-wrote (`file`, `locales/de.json`), given its
 * value without the app's keys in the past build's form; null when no reference theme's file at
 * that place has that value.
 */
function repairedText(file: string, canonical: string): string | null {
  const hash = sha256(canonical);
  const repair = (repairData.repairs as Repair[]).find(
    (item) => item.canonical === hash && item.file.endsWith(`/${file}`),
  );
  if (!repair) return null;
  const lines = canonical.split('\n');
  for (const hunk of [...repair.hunks].reverse())
    lines.splice(hunk.at, hunk.remove, ...hunk.insert);
  const text = lines.join('\n');
  return sha256(text) === repair.original ? text : null;
}

const SETTINGS_SCHEMA = 'config/settings_schema.json';

const without = (value: Json, key: string): Json =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

/**
 * A file's value without the app's parts (its settings groups named `groups`; its locale keys,
 * and a container they leave empty), and how to put those parts back into a text of it; null
 * when the app has no part in it.
 */
function splitApp(file: string, value: unknown, groups: readonly string[]) {
  if (file === SETTINGS_SCHEMA) {
    const list = Array.isArray(value) ? (value as unknown[]) : [];
    const ours = (item: unknown) => isObject(item) && groups.includes(String(item['name']));
    const apps = list.filter(ours);
    if (apps.length === 0) return null;
    const putBack = (text: string) => apps.reduce<string>(appendJson, text);
    return { own: list.filter((item) => !ours(item)), putBack };
  }
  if (!isObject(value)) return null;
  const schema = describeLocale(file.replace(/^locales\//, ''))?.schema ?? false;
  const parts = appKeys(schema).flatMap((path) => {
    const part = valueAt(value, path);
    return part === undefined ? [] : [{ path, part }];
  });
  if (parts.length === 0) return null;
  let own: Json = value;
  for (const { path } of parts) {
    const [container = '', key] = path;
    const parent = own[container];
    const left = key && isObject(parent) ? without(parent, key) : {};
    own = Object.keys(left).length === 0 ? without(own, container) : { ...own, [container]: left };
  }
  const putBack = (text: string) =>
    parts.reduce((next, { path, part }) => editJson(next, path, part), text);
  return { own, putBack };
}

/**
 * The theme's own bytes, with the app's parts put back in place, of each file a past build
 * re-wrote (its settings schema, its locale files); files in their own form are not listed.
 */
export function repairedTexts(theme: string, groups: readonly string[]): Map<string, string> {
  const repaired = new Map<string, string>();
  const locales = existsSync(join(theme, 'locales')) ? readdirSync(join(theme, 'locales')) : [];
  for (const file of [SETTINGS_SCHEMA, ...locales.map((name) => `locales/${name}`)]) {
    const path = join(theme, file);
    // Anything but a plain JSON file is the planners' to report.
    if (!file.endsWith('.json') || !existsSync(path) || !lstatSync(path).isFile()) continue;
    const text = readFileSync(path, 'utf8');
    if (!isPastBuildForm(text)) continue;
    const header = LEADING_COMMENT.exec(text)?.[0] ?? '';
    const split = splitApp(file, JSON.parse(text.slice(header.length)), groups);
    const own = split && canonicalText(`${header}${JSON.stringify(split.own)}`);
    const original = own ? repairedText(file, own) : null;
    if (!split || original === null) continue;
    const next = split.putBack(original);
    if (next !== text) repaired.set(file, next);
  }
  return repaired;
}
