import { cpSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';
import { editJson } from '#scripts/theme-install/json-text.ts';
import { RECORD } from '#scripts/theme-install/record.ts';
import { uninstallTheme } from '#scripts/theme-install/uninstall.ts';
import { installAsBeforeRecord } from '#tests/support/past-build-install.ts';
import { folders, snapshot, write } from '#tests/support/stand-in-theme.ts';
import {
  BUILD_BEFORE_RECORD,
  fixtureThemeCopy,
  type FixtureTheme,
} from '#tests/support/theme-fixtures.ts';

/**
 * A store that installed a build from before the install record (fixtures/
 * theme-build-before-record/, as that build's theme:install put it in: every JSON file it touched
 * re-written by JSON.stringify) upgrades and leaves as cleanly as one installed today.
 */
const made: string[] = [];

afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const SETTINGS_DATA = 'config/settings_data.json';
const withoutSettingsData = (files: Record<string, string>) => ({ ...files, [SETTINGS_DATA]: '' });

/** A theme as it was, and the same theme after the past build's install (which may have failed). */
function pastInstall(name: FixtureTheme) {
  const theme = fixtureThemeCopy(name);
  made.push(dirname(theme));
  const pristine = { files: snapshot(theme), folders: folders(theme) };
  let failure: unknown = null;
  try {
    installAsBeforeRecord(BUILD_BEFORE_RECORD, theme);
  } catch (error) {
    failure = error;
  }
  return { theme, pristine, failure };
}

/**
 * The next build: the past one with new hashes, a reworded text, a new key and one it dropped
 * (`autoship.common.back`, `autoship.common.programName`, `autoship.builder.loadingChanges`).
 */
function nextBuild(): string {
  const build = join(made[0] ?? '', 'next-build');
  cpSync(BUILD_BEFORE_RECORD, build, { recursive: true });
  for (const ext of ['js', 'css'])
    renameSync(
      join(build, 'assets', `autoship-app-PAST.${ext}`),
      join(build, 'assets', `autoship-app-NEXT.${ext}`),
    );
  const path = join(build, 'locales', 'en.default.json');
  let text = readFileSync(path, 'utf8');
  text = editJson(text, ['autoship', 'common', 'back'], 'Go back');
  text = editJson(text, ['autoship', 'common', 'programName'], 'Autoship');
  text = editJson(text, ['autoship', 'builder', 'loadingChanges'], undefined);
  write(path, text);
  return build;
}

const text = (theme: string, file: string, path: string[]) =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    JSON.parse(readFileSync(join(theme, file), 'utf8')),
  );

describe('an install from before the record (Dawn 15.4.1)', () => {
  it('upgrades: the past build’s texts take the new wording, its files go, its templates are the app’s', () => {
    const { theme } = pastInstall('dawn-15.4.1');
    const build = nextBuild();
    expect(text(theme, 'locales/en.default.json', ['autoship', 'common', 'back'])).toBe('Back');

    const report = installTheme(build, theme);

    expect(report.pastInstall).toBe(true);
    expect(report.keptTexts).toEqual([]);
    expect(text(theme, 'locales/en.default.json', ['autoship', 'common', 'back'])).toBe('Go back');
    expect(text(theme, 'locales/ja.json', ['autoship', 'common', 'back'])).toBe('Go back');
    expect(text(theme, 'locales/en.default.json', ['autoship', 'builder', 'loadingChanges'])).toBe(
      undefined,
    );
    expect(report.removed.sort()).toEqual(['autoship-app-PAST.css', 'autoship-app-PAST.js']);
    // The five files that build re-formatted have Dawn's own formatting again.
    expect(report.repaired).toEqual([
      'locales/de.json',
      'locales/en.default.json',
      'locales/en.default.schema.json',
      'locales/es.json',
      'locales/fr.json',
    ]);
    const record = JSON.parse(readFileSync(join(theme, RECORD), 'utf8')) as { templates: string[] };
    expect(record.templates).toHaveLength(5);
  });

  it('keeps a text the store changed in the past install, and lists it', () => {
    const { theme } = pastInstall('dawn-15.4.1');
    const path = join(theme, 'locales', 'de.json');
    write(
      path,
      editJson(readFileSync(path, 'utf8'), ['autoship', 'manage', 'heading'], 'Mein Abo'),
    );
    const report = installTheme(nextBuild(), theme);
    expect(report.keptTexts).toEqual(['de.json: autoship.manage.heading']);
    expect(text(theme, 'locales/de.json', ['autoship', 'manage', 'heading'])).toBe('Mein Abo');
  });

  it('uninstalls after the upgrade: the theme as it was, byte for byte, but the store’s settings', () => {
    const { theme, pristine } = pastInstall('dawn-15.4.1');
    installTheme(nextBuild(), theme);
    write(join(theme, SETTINGS_DATA), '{ "current": { "autoship_shop_code": "DE01" } }\n');
    uninstallTheme(theme);
    expect(withoutSettingsData(snapshot(theme))).toEqual(withoutSettingsData(pristine.files));
    expect(folders(theme)).toEqual(pristine.folders);
  });

  it('uninstalls without an upgrade too: recognised by what the past build wrote', () => {
    const { theme, pristine } = pastInstall('dawn-15.4.1');
    expect(uninstallTheme(theme).pastInstall).toBe(true);
    expect(snapshot(theme)).toEqual(pristine.files);
    expect(folders(theme)).toEqual(pristine.folders);
  });
});

describe('an install from before the record (Horizon 4.1.3)', () => {
  it('the past build stopped half-way (it could not read Horizon’s commented JSON): upgrade and uninstall clean', () => {
    const { theme, pristine, failure } = pastInstall('horizon-4.1.3');
    expect(String(failure)).toMatch(/SyntaxError/);
    const report = installTheme(nextBuild(), theme);
    expect([report.pastInstall, report.keptTexts]).toEqual([true, []]);
    uninstallTheme(theme);
    expect(snapshot(theme)).toEqual(pristine.files);
    expect(folders(theme)).toEqual(pristine.folders);
  });
});
