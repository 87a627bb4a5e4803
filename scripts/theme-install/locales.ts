import { isDeepStrictEqual } from 'node:util';
import { editJson, isObject, valueAt, type Json } from './json-text.ts';
import { appKeys, describeLocale } from './locale-files.ts';
import { buildLocales, targets, textsFor } from './locale-texts.ts';
import type { LocaleRecord } from './record.ts';
import type { ThemeReader } from './theme-reader.ts';

/**
 * The build's texts into every locale file of the theme (decisions 042, 068): each file gets
 * every app key, so that Shopify's theme-check finds every key of the default file in every
 * other (`MatchingTranslations`, which Horizon keeps on). A file takes the build's texts of its
 * language (`de.json` the German ones, `pt-BR.json` Portuguese if the build had it), and for a
 * language the build does not have, or a key it lacks there, the texts the theme's default file
 * gets: what Shopify would show there anyway. Only the app's keys are set, in place, every other
 * byte stays; a text the store changed is kept (decision 055). No file of a language the theme
 * does not have is added; a theme without a default file gets the build's.
 */

/** Whether `text` at `key` (`autoship.manage.heading`) of the theme's `file` is the app's. */
export type AppWrote = (file: string, key: string, text: unknown) => boolean;

/**
 * The build's texts, with each text the store changed kept: one the theme has that differs from
 * the build's and that the app did not write. Keys the build dropped go.
 */
function mergeTexts(
  ours: unknown,
  theirs: unknown,
  key: string,
  wrote: (key: string, text: unknown) => boolean,
  kept: string[],
) {
  if (isObject(ours)) {
    const merged: Json = {};
    for (const [name, value] of Object.entries(ours))
      merged[name] = mergeTexts(value, valueAt(theirs, [name]), `${key}.${name}`, wrote, kept);
    return merged;
  }
  if (theirs === undefined || isObject(theirs) || isDeepStrictEqual(theirs, ours)) return ours;
  if (wrote(key, theirs)) return ours;
  kept.push(key);
  return theirs;
}

export interface LocalesPlan {
  /** Theme locale file → its new text. */
  texts: Map<string, string>;
  records: Record<string, LocaleRecord>;
  /** `file: key` of each text the store changed and the install kept. */
  kept: string[];
}

/** What the build's locales make of the theme's; `wrote` tells the app's texts from the store's. */
export function planLocales(
  build: string,
  theme: ThemeReader,
  previous: Record<string, LocaleRecord>,
  wrote: AppWrote,
): LocalesPlan {
  const plan: LocalesPlan = { texts: new Map(), records: {}, kept: [] };
  const ours = buildLocales(build);
  if (ours.found.length === 0) return plan;
  const themeFiles = theme.list('locales');
  const defaults = (schema: boolean) =>
    themeFiles.map(describeLocale).find((kind) => kind?.isDefault && kind.schema === schema)
      ?.language;
  for (const file of targets(themeFiles, ours)) {
    const kind = describeLocale(file);
    if (!kind) continue;
    const app = textsFor(kind, defaults(kind.schema), ours);
    const exists = theme.exists(`locales/${file}`);
    const theirs = exists ? theme.json(`locales/${file}`, 'object') : { text: '{}\n', value: {} };
    const last = previous[file];
    const texts: Json = {};
    const containers = [...(last?.containers ?? [])];
    let text = theirs.text;
    for (const path of appKeys(kind.schema)) {
      const value = valueAt(app, path);
      if (value === undefined) continue;
      const [container] = path;
      if (path.length > 1 && container && valueAt(theirs.value, [container]) === undefined)
        containers.push(container);
      const now = valueAt(theirs.value, path);
      const kept: string[] = [];
      const merged = mergeTexts(
        value,
        now,
        path.join('.'),
        (key, found) => wrote(file, key, found),
        kept,
      );
      plan.kept.push(...kept.map((key) => `${file}: ${key}`));
      if (!isDeepStrictEqual(now, merged)) text = editJson(text, path, merged);
      setAt(texts, path, value);
    }
    plan.texts.set(file, text);
    // Most files hold the texts of one written before them: the record names that one instead.
    const same = Object.entries(plan.records).find(
      ([, earlier]) => earlier.texts && isDeepStrictEqual(earlier.texts, texts),
    )?.[0];
    plan.records[file] = {
      created: last?.created ?? !exists,
      containers: [...new Set(containers)],
      ...(same ? { sameAs: same } : { texts }),
    };
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
