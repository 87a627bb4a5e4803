import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { check } from '@shopify/theme-check-node';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';
import { RECORD } from '#scripts/theme-install/record.ts';
import { uninstallTheme } from '#scripts/theme-install/uninstall.ts';
import { installAsBeforeRecord } from '#tests/support/past-build-install.ts';
import { folders, snapshot } from '#tests/support/stand-in-theme.ts';
import {
  BUILD_BEFORE_RECORD,
  FIXTURE_THEMES,
  fixtureThemeCopy,
} from '#tests/support/theme-fixtures.ts';

/**
 * `npm run build:theme` (the browser tests' global setup builds it) through a store's whole life
 * in Dawn 15.4.1 and Horizon 4.1.3 (fixtures/themes/): installed, Shopify's theme-check finds no
 * offense the theme did not have; an install by a build from before the record upgrades to the
 * same files; uninstalled, the theme is as it was, byte for byte.
 */
const themeDir = inject('themeDir');
const made: string[] = [];

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

function copy(name: (typeof FIXTURE_THEMES)[number]): string {
  const theme = fixtureThemeCopy(name);
  made.push(dirname(theme));
  return theme;
}

/** theme-check's offenses, each as `check file: message`. */
async function offenses(theme: string): Promise<string[]> {
  return (await check(theme)).map(
    (offense) =>
      `${offense.check} ${offense.uri.slice(offense.uri.indexOf(theme) + theme.length + 1)}: ${offense.message}`,
  );
}

describe.each(FIXTURE_THEMES)('the theme build in %s', { timeout: 180_000 }, (name) => {
  it('installs with no new theme-check offense, and uninstalls to the theme as it was', async () => {
    const theme = copy(name);
    const pristine = {
      files: snapshot(theme),
      folders: folders(theme),
      offenses: await offenses(theme),
    };
    installTheme(themeDir, theme);
    const found = await offenses(theme);
    expect(found.filter((offense) => !pristine.offenses.includes(offense))).toEqual([]);
    // The check can fail: an app key missing from one locale file is an offense in Horizon, and
    // a missing snippet in both.
    expect(found.length).toBe(pristine.offenses.length);
    uninstallTheme(theme);
    expect(snapshot(theme)).toEqual(pristine.files);
    expect(folders(theme)).toEqual(pristine.folders);
  });

  it('an install by a build from before the record upgrades to what a fresh install writes, and leaves cleanly', () => {
    const fresh = copy(name);
    installTheme(themeDir, fresh);
    const theme = copy(name);
    const pristine = { files: snapshot(theme), folders: folders(theme) };
    try {
      installAsBeforeRecord(BUILD_BEFORE_RECORD, theme);
    } catch {
      // That build could not read Horizon's commented JSON and stopped half-way, as it did.
    }
    const report = installTheme(themeDir, theme);
    expect([report.pastInstall, report.keptTexts]).toEqual([true, []]);
    const withoutRecord = (files: Record<string, string>) => ({ ...files, [RECORD]: '' });
    expect(withoutRecord(snapshot(theme))).toEqual(withoutRecord(snapshot(fresh)));
    uninstallTheme(theme);
    expect(snapshot(theme)).toEqual(pristine.files);
    expect(folders(theme)).toEqual(pristine.folders);
  });
});
