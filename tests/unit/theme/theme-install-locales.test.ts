import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import jsonc from 'jsonc-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';
import { editJson } from '#scripts/theme-install/json-text.ts';
import { uninstallTheme } from '#scripts/theme-install/uninstall.ts';
import {
  buildTexts,
  snapshot,
  standInFolders,
  write,
  writeStandInBuild,
} from '#tests/support/stand-in-theme.ts';
import { fixtureThemeCopy, localeNames } from '#tests/support/theme-fixtures.ts';

/**
 * Every locale file of the theme gets the app's keys (Horizon 4.1.3 keeps theme-check's
 * MatchingTranslations on: a key of the default file missing from another file is an offense):
 * in the file's language where the build has it, else as the theme's default file has them.
 */
let root: string;
let build: string;
let theme: string;

beforeEach(() => {
  ({ root, build } = standInFolders('locales'));
  theme = fixtureThemeCopy('horizon-4.1.3');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(dirname(theme), { recursive: true, force: true });
});

const read = (file: string) =>
  jsonc.parse(readFileSync(join(theme, 'locales', file), 'utf8')) as Record<string, unknown>;

/** Every text's key path under `value`, as theme-check lists them (`a.b.c`). */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    paths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The app's key paths in a file: `autoship.*`, or `sections.autoship.*` and `settings_schema.autoship.*`. */
function appPaths(file: string): string[] {
  return paths(read(file)).filter((path) =>
    /^(autoship|sections\.autoship|settings_schema\.autoship)\./.test(path),
  );
}

describe('theme:install, every locale file of the theme', () => {
  it('gets every app key of its default file, in its language where the build has one', () => {
    const pristine = Object.fromEntries(
      localeNames('horizon-4.1.3').map((file) => [file, read(file)]),
    );
    installTheme(build, theme);
    const files = readdirSync(join(theme, 'locales')).sort();
    expect(files).toEqual(localeNames('horizon-4.1.3').sort());
    for (const file of files) {
      const fallback = file.endsWith('.schema.json') ? 'en.default.schema.json' : 'en.default.json';
      expect([file, appPaths(file)]).toEqual([file, appPaths(fallback)]);
      // The theme's own texts are as they were.
      const { autoship: _texts, sections, settings_schema, ...own } = read(file);
      const theirs = (value: unknown) =>
        Object.fromEntries(Object.entries(value ?? {}).filter(([key]) => key !== 'autoship'));
      expect({
        ...own,
        sections: theirs(sections),
        settings_schema: theirs(settings_schema),
      }).toEqual({
        ...pristine[file],
        sections: theirs(pristine[file]?.['sections']),
        settings_schema: theirs(pristine[file]?.['settings_schema']),
      });
    }
    const texts = buildTexts();
    const german = JSON.parse(texts['de.json'] ?? '{}') as {
      autoship: { manage: { heading: string } };
    };
    expect(read('de.json')['autoship']).toEqual({
      // The build's German, and where its German lacks a key, the default's.
      ...(JSON.parse(texts['en.default.json'] ?? '{}') as { autoship: object }).autoship,
      manage: german.autoship.manage,
    });
    // A language the build does not have: what Shopify would show there anyway, the default's.
    expect(read('ja.json')['autoship']).toEqual(read('en.default.json')['autoship']);
  });

  it('records each set of texts once (the others name the file they equal)', () => {
    installTheme(build, theme);
    const record = JSON.parse(
      readFileSync(join(theme, 'assets', 'autoship-install.json'), 'utf8'),
    ) as {
      locales: Record<string, { texts?: unknown; sameAs?: string }>;
    };
    const withTexts = Object.entries(record.locales).filter(([, entry]) => entry.texts);
    // English and German texts; the schema labels, the same in both languages of the stand-in.
    expect(withTexts.map(([file]) => file).sort()).toEqual([
      'bg.json',
      'cs.schema.json',
      'de.json',
    ]);
    expect(record.locales['ja.json']).toEqual({
      created: false,
      containers: [],
      sameAs: 'bg.json',
    });
  });

  it('keeps a store’s own translation in a language the build does not have, through an upgrade', () => {
    installTheme(build, theme);
    const path = join(theme, 'locales', 'ja.json');
    write(
      path,
      editJson(readFileSync(path, 'utf8'), ['autoship', 'manage', 'heading'], '私の定期便'),
    );
    const newer = join(root, 'newer');
    writeStandInBuild(newer, 'NEWER', 'Your autoship');
    const report = installTheme(newer, theme);
    expect(report.keptTexts).toEqual(['ja.json: autoship.manage.heading']);
    expect((read('ja.json')['autoship'] as { manage: { heading: string } }).manage.heading).toBe(
      '私の定期便',
    );
    // The others take the newer build's text.
    expect((read('ko.json')['autoship'] as { manage: { heading: string } }).manage.heading).toBe(
      'Your autoship',
    );
  });

  it('uninstall takes the app’s keys out of every file, the store’s translations of them too', () => {
    const before = snapshot(theme);
    installTheme(build, theme);
    const path = join(theme, 'locales', 'ja.json');
    write(
      path,
      editJson(readFileSync(path, 'utf8'), ['autoship', 'manage', 'heading'], '私の定期便'),
    );
    uninstallTheme(theme);
    expect(snapshot(theme)).toEqual(before);
  });
});
