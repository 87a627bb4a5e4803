import { reportError } from '#src/domain/error-reporter.ts';
import type { MessageKey } from './en.ts';

export type { MessageKey };

/**
 * A catalogue as the page delivers it (decision 041): the English keys, each in one language.
 * Read from JSON, so any key may be missing at run time.
 */
export type Catalogue = Partial<Record<MessageKey, string>>;

/** Values put into a message's named placeholders (`{count}`, `{date}`). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The stem of the keys of `K` that come in plural forms (`x` for `x.one` / `x.other`). */
export type PluralStem<K extends string> = K extends `${infer Stem}.other` ? Stem : never;

export const MISSING_MESSAGE = 'MISSING_MESSAGE';

let language = 'en';
/** The storefront's catalogue. */
let active: Catalogue = {};
/** What a key the storefront's catalogue lacks shows: the page's own catalogue (English). */
let fallback: Catalogue = {};
/** The keys this catalogue lacked, each reported once: a new catalogue starts with none. */
const reported = new Set<string>();
let pluralRules: { language: string; rules: Intl.PluralRules } | null = null;

/**
 * Makes `catalogue` the one every later lookup reads and `fallbackCatalogue` what a key it lacks
 * shows (set before the first render).
 */
export function setCatalogue(
  nextLanguage: string,
  catalogue: Catalogue,
  fallbackCatalogue: Catalogue = catalogue,
): void {
  language = nextLanguage;
  active = catalogue;
  fallback = fallbackCatalogue;
  reported.clear();
}

/** The language of the active catalogue (`de`). */
export function activeLanguage(): string {
  return language;
}

function fill(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function pluralCategory(count: number): string {
  if (pluralRules?.language !== language) {
    pluralRules = { language, rules: new Intl.PluralRules(language) };
  }
  return pluralRules.rules.select(count);
}

function report(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  reportError(MISSING_MESSAGE, { key, language });
}

/**
 * The text of `key` in the storefront's language, placeholders filled. A key its catalogue lacks
 * shows the English text (the page's), reported once; a key English lacks too shows nothing,
 * reported once: a shopper never sees a key.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const translated = active[key];
  if (translated !== undefined) return fill(translated, params);
  report(key);
  return fill(fallback[key] ?? '', params);
}

/** `{stem}.one`, `{stem}.other`… chosen by Intl.PluralRules, `{count}` filled. */
export function tPlural(
  stem: PluralStem<MessageKey>,
  count: number,
  params: MessageParams = {},
): string {
  const exact = `${stem}.${pluralCategory(count)}`;
  const key = (exact in fallback || exact in active ? exact : `${stem}.other`) as MessageKey;
  return t(key, { ...params, count });
}
