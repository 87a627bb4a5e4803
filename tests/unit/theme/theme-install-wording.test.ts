import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';
import {
  snapshot,
  write,
  writeStandInBuild,
  standInFolders,
} from '#tests/support/stand-in-theme.ts';

/**
 * A store's own wording of the app's texts (Online Store → Edit default theme content writes it
 * into the theme's locales/) survives every upgrade; the texts it left as the app wrote them take
 * the new build's.
 */
let root: string;
let theme: string;

beforeEach(() => {
  ({ root, theme } = standInFolders('wording'));
  installTheme(join(root, 'build'), theme);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

type Texts = { autoship: { manage: Record<string, string>; common?: Record<string, string> } };

function texts(file: string): Texts {
  return JSON.parse(
    readFileSync(join(theme, 'locales', file), 'utf8').replace(/^\/\*[\s\S]*?\*\//, ''),
  ) as Texts;
}

/** The store edits one text of a locale file, as the theme editor would. */
function storeWrites(file: string, from: string, to: string): void {
  const path = join(theme, 'locales', file);
  write(path, readFileSync(path, 'utf8').replace(from, to));
}

describe('theme:install, a store’s wording', () => {
  it('keeps a text the store changed through an upgrade, updates the rest, adds new keys', () => {
    storeWrites('en.default.json', '"No plan yet"', '"Nothing planned – start one!"');
    const newer = join(root, 'newer');
    writeStandInBuild(newer, 'NEWER', 'Your autoship');
    write(
      join(newer, 'locales', 'en.default.json'),
      JSON.stringify({
        autoship: {
          manage: { heading: 'Your autoship', empty: 'No plan', paused: 'Paused' },
          common: { close: 'Close' },
        },
      }),
    );

    const report = installTheme(newer, theme);

    expect(texts('en.default.json').autoship.manage).toEqual({
      heading: 'Your autoship',
      empty: 'Nothing planned – start one!',
      paused: 'Paused',
    });
    expect(report.keptTexts).toEqual(['en.default.json: autoship.manage.empty']);
    // The German file was the app's as written: it takes the build's texts.
    expect(texts('de.json').autoship.manage['heading']).toBe('Mein Autoship');
  });

  it('with the same build, a second run changes no byte, the store’s text and setting kept', () => {
    storeWrites('de.json', '"Mein Autoship"', '"Mein Abo"');
    write(join(theme, 'config', 'settings_data.json'), '{ "current": { "accent": "#ff0000" } }\n');
    const edited = snapshot(theme);

    const report = installTheme(join(root, 'build'), theme);

    expect(report.changed).toEqual([]);
    expect(report.keptTexts).toEqual(['de.json: autoship.manage.heading']);
    expect(snapshot(theme)).toEqual(edited);
  });

  it('a text the store set back to the app’s wording is the app’s again', () => {
    storeWrites('en.default.json', '"My autoship"', '"Our plan"');
    installTheme(join(root, 'build'), theme);
    storeWrites('en.default.json', '"Our plan"', '"My autoship"');
    const newer = join(root, 'newer');
    writeStandInBuild(newer, 'NEWER', 'Your autoship');
    expect(installTheme(newer, theme).keptTexts).toEqual([]);
    expect(texts('en.default.json').autoship.manage['heading']).toBe('Your autoship');
  });
});
