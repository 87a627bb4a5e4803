import { readPageCatalogue } from './page-catalogue.ts';
import { setCatalogue, type Catalogue } from './translate.ts';
import deUrl from './generated/de.json?url';
import esUrl from './generated/es.json?url';
import frUrl from './generated/fr.json?url';

/**
 * The languages shipped besides English, each a JSON asset (made at build from de.ts, fr.ts,
 * es.ts, scripts/vite-page-catalogue.ts): a standalone storefront downloads only the one it
 * speaks, an English one none. A theme's page already holds its language (decision 041).
 */
const ASSETS: Readonly<Record<string, string>> = { de: deUrl, fr: frUrl, es: esUrl };

/** `de-CH` → `de`; an empty or unknown language → `en`. */
export function baseLanguage(locale: string): string {
  const base = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base in ASSETS ? base : 'en';
}

async function fetchCatalogue(url: string): Promise<Catalogue> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`catalogue ${url}: ${response.status}`);
  return (await response.json()) as Catalogue;
}

/**
 * Installs the storefront's catalogue before the first render: the page's own when it is in the
 * storefront's language (a theme's always is), else the language's asset over the page's English.
 * One that fails to download leaves English: readable beats blank, and the failed download is the
 * news, not each text.
 */
export async function loadLanguage(locale: string): Promise<void> {
  const page = readPageCatalogue();
  const language = baseLanguage(locale);
  const url = ASSETS[language];
  if (!url || baseLanguage(page.language) === language) {
    setCatalogue(page.language, page.messages);
    return;
  }
  try {
    setCatalogue(language, await fetchCatalogue(url), page.messages);
  } catch {
    setCatalogue(page.language, page.messages);
  }
}
