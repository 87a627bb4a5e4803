import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { KNOWN_THEMES } from '#scripts/theme-install/themes.ts';

/**
 * A store's page in a theme whose look the app takes, as far as that look goes, from
 * fixtures/themes/<theme>-<version>/look/ (the theme's licence is its folder's LICENSE.md):
 * - `variables.css`: the style blocks the theme's layout writes for its default settings;
 * - `theme.css`: the theme's own CSS that draws its page, headings, a button, a field, a card;
 * - `page.html`: its layout and a page of its own (a title, text, a field, a button, a card, each
 *   marked `data-own`), `{{ variables }}` and `{{ css }}` where the layout puts them and
 *   `{{ section }}` where the app's section goes;
 * - `settings.json`: the theme's own settings the section tells the theme by
 *   (sections/autoship-app.liquid), at their defaults.
 * The themes are those theme:install knows (its KNOWN_THEMES), each in the version it is tested with.
 */
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/themes');

export const LOOK_THEMES: readonly string[] = KNOWN_THEMES.map((theme) => theme.id);

/** The folder of a known theme's fixtures: fixtures/themes/<id>-<tested version>/. */
export function themeFixture(id: string): string {
  const theme = KNOWN_THEMES.find((known) => known.id === id);
  if (!theme) throw new Error(`theme:install does not know the theme ${id}`);
  return resolve(FIXTURES, `${theme.id}-${theme.tested}`);
}

export interface ThemeLook {
  variables: string;
  css: string;
  page: string;
  settings: Record<string, unknown>;
}

export function themeLook(theme: string): ThemeLook {
  const read = (file: string) => readFileSync(resolve(themeFixture(theme), 'look', file), 'utf8');
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
