import { reportError } from '#src/domain/error-reporter.ts';
import type { MessageKey } from './en.ts';

/** A catalogue of another language: the English keys, each translated (tests require all). */
export type Catalogue = Partial<Record<MessageKey, string>>;

/** Values put into a message's named placeholders (`{count}`, `{date}`). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The stem of the keys of `K` that come in plural forms (`x` for `x.one` / `x.other`). */
export type PluralStem<K extends string> = K extends `${infer Stem}.other` ? Stem : never;

export const MISSING_MESSAGE = 'MISSING_MESSAGE';

let language = 'en';
/** The storefront's catalogue; English has none, each part's own texts are English. */
let active: Catalogue = {};
const reported = new Set<string>();
let pluralRules: { language: string; rules: Intl.PluralRules } | null = null;

/** Makes `catalogue` the one every later lookup reads (set before the first render). */
export function setCatalogue(nextLanguage: string, catalogue: Catalogue): void {
  language = nextLanguage;
  active = catalogue;
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

/**
 * The lookups of one part of the app, over its English texts (`english`): each page's code
 * carries only its own English, and a key can only be one its part holds. A key the storefront's
 * language lacks falls back to English and is reported once: a shopper never sees a key.
 */
export function messagesOf<K extends MessageKey>(english: Readonly<Record<K, string>>) {
  function t(key: K, params?: MessageParams): string {
    const translated = active[key];
    if (translated !== undefined) return fill(translated, params);
    if (language !== 'en' && !reported.has(key)) {
      reported.add(key);
      reportError(MISSING_MESSAGE, { key, language });
    }
    return fill(english[key], params);
  }
  /** `{stem}.one`, `{stem}.other`… chosen by Intl.PluralRules, `{count}` filled. */
  function tPlural(stem: PluralStem<K>, count: number, params: MessageParams = {}): string {
    const exact = `${stem}.${pluralCategory(count)}`;
    const key = (exact in english ? exact : `${stem}.other`) as K;
    return t(key, { ...params, count });
  }
  return { t, tPlural };
}
