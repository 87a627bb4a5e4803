import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import jsonc from 'jsonc-parser';

/**
 * Shopify's Dawn 15.4.1 and Horizon 4.1.3 as a store's copy of them, from the fixtures (each with
 * its licence): the files theme:install and the stand-in store read, byte for byte (settings,
 * layout, page template, a few locale files), and every other locale file the theme has
 * (`locales.txt`) made from the default file of its kind, with its keys and texts: a complete
 * translation has the same keys, which is what theme-check and the install look at.
 */
export const FIXTURE_THEMES = ['dawn-15.4.1', 'horizon-4.1.3'] as const;
export type FixtureTheme = (typeof FIXTURE_THEMES)[number];

const FIXTURES = resolve(import.meta.dirname, '../../fixtures');

/** What the theme build of the last version without the install record wrote (its README). */
export const BUILD_BEFORE_RECORD = join(FIXTURES, 'theme-build-before-record');

/** The theme's file names in locales/ (the theme's own list, with the ones the fixture holds). */
export function localeNames(theme: FixtureTheme): string[] {
  return readFileSync(join(FIXTURES, 'themes', theme, 'locales.txt'), 'utf8')
    .trim()
    .split('\n');
}

/** Writes the store's copy of `theme` into `folder` (created). */
export function writeFixtureTheme(theme: FixtureTheme, folder: string): void {
  const from = join(FIXTURES, 'themes', theme);
  cpSync(from, folder, { recursive: true, filter: (path) => path !== join(from, 'locales.txt') });
  const read = (file: string) =>
    jsonc.parse(readFileSync(join(from, 'locales', file), 'utf8')) as unknown;
  const defaults = { text: read('en.default.json'), schema: read('en.default.schema.json') };
  for (const name of localeNames(theme)) {
    const path = join(folder, 'locales', name);
    if (existsSync(path)) continue;
    const value = name.endsWith('.schema.json') ? defaults.schema : defaults.text;
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  }
}

/** A fresh temporary copy of `theme`. */
export function fixtureThemeCopy(theme: FixtureTheme): string {
  const folder = join(mkdtempSync(join(tmpdir(), `autoship-${theme}-`)), 'theme');
  writeFixtureTheme(theme, folder);
  return folder;
}
