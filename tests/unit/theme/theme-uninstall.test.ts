import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';
import { ThemeFileError } from '#scripts/theme-install/theme-errors.ts';
import { uninstallTheme } from '#scripts/theme-install/uninstall.ts';
import {
  snapshot,
  write,
  writeStandInBuild,
  standInFolders,
} from '#tests/support/stand-in-theme.ts';

/**
 * `npm run theme:uninstall`: what theme:install put in comes out, every byte of the store's
 * theme as it was but the values the store entered (config/settings_data.json).
 */
let root: string;
let theme: string;
let build: string;

beforeEach(() => {
  ({ root, theme, build } = standInFolders('uninstall'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const SETTINGS_DATA = 'config/settings_data.json';

describe('theme:uninstall', () => {
  it('gives the theme back byte for byte after an install, an upgrade and a settings change', () => {
    const before = snapshot(theme);
    installTheme(build, theme);
    const newer = join(root, 'newer');
    writeStandInBuild(newer, 'NEWER', 'Your autoship');
    installTheme(newer, theme);
    // The store entered a value in Theme settings → Autoship: Shopify writes it here.
    write(join(theme, SETTINGS_DATA), '{ "current": { "autoship_shop_code": "DE01" } }\n');
    expect(snapshot(theme)).not.toEqual(before);

    const report = uninstallTheme(theme);

    const after = snapshot(theme);
    expect(after[SETTINGS_DATA]).toContain('DE01');
    expect({ ...after, [SETTINGS_DATA]: '' }).toEqual({ ...before, [SETTINGS_DATA]: '' });
    expect(report.removed).toEqual(
      expect.arrayContaining([
        'assets/autoship-app-NEWER.js',
        'sections/autoship-app.liquid',
        'templates/page.autoship-manage.json',
        'assets/autoship-install.json',
      ]),
    );
  });

  it('also for a theme that had no locales, settings schema or templates', () => {
    const bare = join(root, 'bare');
    write(join(bare, 'layout', 'theme.liquid'), 'layout\n');
    installTheme(build, bare);
    expect(snapshot(bare)['locales/en.default.json']).toContain('My autoship');
    uninstallTheme(bare);
    expect(snapshot(bare)).toEqual({ 'layout/theme.liquid': 'layout\n' });
  });

  it('refuses, changing nothing, while an app template holds the store’s own sections', () => {
    installTheme(build, theme);
    const path = join(theme, 'templates', 'page.autoship-manage.json');
    const template = JSON.parse(readFileSync(path, 'utf8')) as {
      sections: Record<string, unknown>;
      order: string[];
    };
    template.sections['faq'] = { type: 'collapsible-content', settings: {} };
    template.order.push('faq');
    write(path, JSON.stringify(template));
    const installed = snapshot(theme);

    expect(() => uninstallTheme(theme)).toThrow(
      new ThemeFileError(
        "templates/page.autoship-manage.json holds the store's own sections (collapsible-content) " +
          "beside the app's: move them to another template or delete them in the theme editor, " +
          'then run again',
      ),
    );
    expect(snapshot(theme)).toEqual(installed);
  });

  it('refuses while a template of the store’s uses the app’s section', () => {
    installTheme(build, theme);
    write(
      join(theme, 'templates', 'page.subscribe.json'),
      JSON.stringify({ sections: { a: { type: 'autoship-app' } }, order: ['a'] }),
    );
    const installed = snapshot(theme);
    expect(() => uninstallTheme(theme)).toThrow(
      /templates\/page.subscribe.json uses the app's section/,
    );
    expect(snapshot(theme)).toEqual(installed);
  });

  it('refuses a theme the app is not in (no record, nothing a build of the app writes)', () => {
    const before = snapshot(theme);
    expect(() => uninstallTheme(theme)).toThrow(/the app is not in this theme/);
    expect(snapshot(theme)).toEqual(before);
  });
});
