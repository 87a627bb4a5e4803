import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A store's page in a theme whose look the app takes, as far as that look goes, from
 * fixtures/themes/<theme>/look/ (each with the theme's licence):
 * - `variables.css`: the style blocks the theme's layout writes for its default settings;
 * - `theme.css`: the theme's own CSS that draws its page, headings, a button, a field, a card;
 * - `page.html`: its layout and a page of its own (a title, text, a field, a button, a card, each
 *   marked `data-own`), `{{ variables }}` and `{{ css }}` where the layout puts them and
 *   `{{ section }}` where the app's section goes;
 * - `settings.json`: the theme's own settings the section tells the theme by
 *   (sections/autoship-app.liquid), at their defaults.
 * The themes are the fixtures' folders that have a `look/`.
 */
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/themes');

export const LOOK_THEMES: readonly string[] = readdirSync(FIXTURES).filter((theme) =>
  existsSync(resolve(FIXTURES, theme, 'look', 'page.html')),
);

export interface ThemeLook {
  variables: string;
  css: string;
  page: string;
  settings: Record<string, unknown>;
}

export function themeLook(theme: string): ThemeLook {
  const read = (file: string) => readFileSync(resolve(FIXTURES, theme, 'look', file), 'utf8');
  return {
    variables: read('variables.css'),
    css: read('theme.css'),
    page: read('page.html'),
    settings: JSON.parse(read('settings.json')) as Record<string, unknown>,
  };
}

/** The wrapper Shopify writes around the section (sections/autoship-app.liquid's schema). */
function shopifySection(section: string): string {
  return `<section id="shopify-section-template--7__main" class="shopify-section section autoship-section">${section}</section>`;
}

/** The store's page around the section's HTML, for `startThemeHost`'s `layout`. */
export function lookLayout(
  theme: string,
  look: ThemeLook = themeLook(theme),
): (section: string) => string {
  // Functions, so no `$` of the section (its money formats) is read as a replacement pattern.
  return (section) =>
    look.page
      .replace('{{ variables }}', () => look.variables)
      .replace('{{ css }}', () => look.css)
      .replace('{{ section }}', () => shopifySection(section));
}
