import type { Catalogue } from './translate.ts';
import { setCatalogue } from './translate.ts';

/**
 * The languages shipped besides English, each its own module: a storefront downloads only the
 * one it speaks (decision 040), an English one none.
 */
const LOADERS: Record<string, () => Promise<Catalogue>> = {
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
  es: async () => (await import('./es.ts')).es,
};

/** `de-CH` → `de`; an empty or unknown language → `en`. */
export function baseLanguage(locale: string): string {
  const base = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base in LOADERS ? base : 'en';
}

/**
 * Loads the storefront's catalogue before the first render. One that fails to download leaves
 * English: readable beats blank, and the failed download is the news, not each text.
 */
export async function loadLanguage(locale: string): Promise<void> {
  const language = baseLanguage(locale);
  const load = LOADERS[language];
  try {
    setCatalogue(load ? language : 'en', load ? await load() : {});
  } catch {
    setCatalogue('en', {});
  }
}
