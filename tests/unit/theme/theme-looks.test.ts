import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_THEMES } from '#scripts/theme-install/themes.ts';
import {
  renderSection,
  sectionSettings,
  shopifyObjects,
  writeGeneratedSnippets,
} from '#tests/support/shopify-liquid.ts';
import { LOOK_THEMES, themeFixture, themeLook } from '#tests/support/theme-look.ts';

/**
 * A theme's look is one mapping from its variables to the app's tokens,
 * src/styles/themes/<theme>.css, which the app's stylesheet imports, the section chooses by a
 * setting of that theme, and fixtures/themes/<theme>-<version>/look/ holds the theme's side of, with its
 * licence (docs/theme.md, "The theme's look"). A theme added in one of these places and not the
 * others fails here, and so does a variable name the theme does not write.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const MAPPINGS = readdirSync(resolve(ROOT, 'src/styles/themes'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.replace(/\.css$/, ''));

/** The custom properties a stylesheet declares. */
const declared = (css: string) => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));

/** The class the section's mount element gets for the theme whose settings Liquid sees. */
async function lookClasses(themeSettings: Record<string, unknown>): Promise<string[]> {
  await writeGeneratedSnippets();
  const html = await renderSection(
    shopifyObjects({ section: { id: 'main', settings: sectionSettings() }, themeSettings }),
  );
  const root = new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector('[data-autoship-root]');
  return [...(root?.classList ?? [])].filter((name) => name.startsWith('autoship-theme-'));
}

describe('each theme’s look', () => {
  it('has its mapping and its fixtures, the same themes', () => {
    expect(MAPPINGS.length).toBeGreaterThan(1);
    expect([...LOOK_THEMES].sort()).toEqual([...MAPPINGS].sort());
  });

  it.each(MAPPINGS)('%s: the stylesheet imports its mapping, on its own class', (theme) => {
    expect(read('src/styles/global.css')).toContain(`@import './themes/${theme}.css';`);
    expect(read(`src/styles/themes/${theme}.css`)).toContain(
      `.autoship-app.autoship-theme-${theme} {`,
    );
    expect(existsSync(resolve(themeFixture(theme), 'LICENSE.md')), 'LICENSE.md').toBe(true);
    for (const file of ['variables.css', 'theme.css', 'page.html', 'settings.json'])
      expect(existsSync(resolve(themeFixture(theme), 'look', file)), file).toBe(true);
  });

  it.each(MAPPINGS)('%s: the section takes it by the theme’s own settings', async (theme) => {
    expect(await lookClasses(themeLook(theme).settings)).toEqual([`autoship-theme-${theme}`]);
  });

  it.each(KNOWN_THEMES)(
    '$id: theme:install tells it by the setting the section picks its look by',
    async ({ id, setting }) => {
      const settings = themeLook(id).settings;
      expect(Object.keys(settings)).toContain(setting);
      expect(await lookClasses({ [setting]: settings[setting] })).toEqual([`autoship-theme-${id}`]);
    },
  );

  it('a theme it does not know keeps the app’s own look', async () => {
    expect(await lookClasses({})).toEqual([]);
  });

  it.each(MAPPINGS)('%s: every variable it reads, the theme writes (or the app)', (theme) => {
    const mapping = read(`src/styles/themes/${theme}.css`);
    const look = themeLook(theme);
    const known = new Set([
      ...declared(read('src/styles/tokens.css')),
      ...declared(mapping),
      ...declared(look.variables),
      ...declared(look.css),
    ]);
    // An older name read only as the fallback of a name the theme writes is fine (Dawn's
    // --card-* before Dawn 13).
    const fallbackOfKnown = new Set(
      [...mapping.matchAll(/var\(\s*(--[\w-]+),\s*var\(\s*(--[\w-]+)/g)]
        .filter((match) => known.has(match[1]))
        .map((match) => match[2]),
    );
    const names = [...mapping.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
    expect(
      [...new Set(names)].filter((name) => !known.has(name) && !fallbackOfKnown.has(name)),
    ).toEqual([]);
  });
});
