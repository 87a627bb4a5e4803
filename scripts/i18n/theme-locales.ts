import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES, localeFile, themeMessagesSnippet } from './catalogue-files.ts';

/**
 * Writes a theme build's languages (decision 041): `locales/en.default.json` and one file per
 * other language with the app's texts (made from src/domain/i18n/), the section's settings'
 * labels (`<language>.schema.json`, kept in scripts/theme/locales/), and the snippet that
 * renders the texts into the page.
 */
export function writeThemeLocales(out: string, sources: string): void {
  const locales = join(out, 'locales');
  mkdirSync(locales, { recursive: true });
  for (const [language, texts] of Object.entries(CATALOGUES)) {
    const name = language === 'en' ? 'en.default' : language;
    writeFileSync(join(locales, `${name}.json`), `${JSON.stringify(localeFile(texts), null, 2)}\n`);
  }
  const schemas = join(sources, 'locales');
  for (const file of readdirSync(schemas)) copyFileSync(join(schemas, file), join(locales, file));
  mkdirSync(join(out, 'snippets'), { recursive: true });
  writeFileSync(join(out, 'snippets', 'autoship-messages.liquid'), themeMessagesSnippet());
}
