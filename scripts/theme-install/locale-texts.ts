import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isObject, readJson, type Json } from './json-text.ts';
import { describeLocale, type LocaleKind } from './locale-files.ts';

/**
 * Which of the build's texts go into which locale file of a theme (decision 068): every file the
 * theme has, in its language where the build has it, else as the theme's default file gets them.
 */

/** `base` with `over`'s texts on top, key by key. */
function overlay(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over ?? base;
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
  return merged;
}

/** The build's locale files by kind and language. */
export function buildLocales(build: string) {
  const folder = join(build, 'locales');
  const files = existsSync(folder) ? readdirSync(folder).sort() : [];
  const found = files.flatMap((file) => {
    const kind = describeLocale(file);
    if (!kind) return [];
    const { value } = readJson(join(folder, file), `build locales/${file}`, 'object');
    return [{ file, kind, value }];
  });
  const of = (language: string, schema: boolean) =>
    found.find((item) => item.kind.language === language && item.kind.schema === schema);
  const fallback = (schema: boolean) =>
    found.find((item) => item.kind.isDefault && item.kind.schema === schema);
  return { found, of, fallback };
}

export type BuildLocales = ReturnType<typeof buildLocales>;

/** The theme's locale files the build's texts go into, and the ones it creates (no default). */
export function targets(themeFiles: string[], build: BuildLocales): string[] {
  const named = themeFiles.filter((file) => describeLocale(file) !== null);
  const created = build.found
    .filter(({ kind }) => kind.isDefault)
    .filter(
      ({ kind }) =>
        !named.some((file) => {
          const theirs = describeLocale(file);
          return (
            theirs?.schema === kind.schema &&
            (theirs.isDefault || theirs.language === kind.language)
          );
        }),
    )
    .map(({ file }) => file);
  return [...named, ...created].sort();
}

/** The app's texts for a theme file of this kind; `themeDefault`: the language of its default. */
export function textsFor(kind: LocaleKind, themeDefault: string | undefined, build: BuildLocales) {
  const language = (code: string | undefined) =>
    code === undefined
      ? undefined
      : (build.of(code, kind.schema) ?? build.of(code.split('-')[0] ?? code, kind.schema));
  const base = language(themeDefault) ?? build.fallback(kind.schema);
  return overlay(base?.value, language(kind.language)?.value);
}
