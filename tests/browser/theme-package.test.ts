import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check } from '@shopify/theme-check-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installTheme } from '#scripts/theme-install/install.ts';

/**
 * `npm run build:theme` (built by the browser tests' global setup) as a store installs it
 * (`npm run theme:install`), checked by Shopify's own linter.
 */
const themeDir = inject('themeDir');
const installed = mkdtempSync(join(tmpdir(), 'autoship-theme-'));

beforeAll(() => {
  // The store's theme has its own locales and settings schema; the build must not ship (and
  // overwrite) them: theme:install adds its settings group to the theme's.
  mkdirSync(join(installed, 'locales'));
  writeFileSync(join(installed, 'locales', 'en.default.json'), '{}\n');
  mkdirSync(join(installed, 'config'));
  writeFileSync(
    join(installed, 'config', 'settings_schema.json'),
    JSON.stringify([
      {
        name: 'theme_info',
        theme_name: 'Stand-in',
        theme_version: '1.0.0',
        theme_author: 'Tests',
        theme_documentation_url: 'https://example.com/docs',
        theme_support_url: 'https://example.com/support',
      },
    ]),
  );
  installTheme(themeDir, installed);
});

afterAll(() => rmSync(installed, { recursive: true, force: true }));

describe('the theme build (dist-theme/)', () => {
  it('has a theme’s folders, with assets flat', () => {
    expect(readdirSync(themeDir).sort()).toEqual([
      'assets',
      'install',
      'sections',
      'snippets',
      'templates',
    ]);
    const assets = readdirSync(join(themeDir, 'assets'));
    expect(assets.every((file) => statSync(join(themeDir, 'assets', file)).isFile())).toBe(true);
    expect(assets).toEqual(expect.arrayContaining(['autoship-flag-us.svg']));
    // The entry carries a content hash, as every chunk: the section names it without asset_url's
    // version query (snippets/autoship-entry.liquid).
    const entry = assets.filter((file) => /^autoship-app-[\w-]+\.js$/.test(file));
    expect(entry).toHaveLength(1);
    const entrySnippet = readFileSync(join(themeDir, 'snippets', 'autoship-entry.liquid'), 'utf8');
    expect(entrySnippet).toContain(`{{ "${entry[0]}" | asset_url | split: '?' | first }}`);
    // Its stylesheet likewise, by the address the chunks preload it by.
    const css = assets.filter((file) => /^autoship-app-[\w-]+\.css$/.test(file));
    expect(css).toHaveLength(1);
    expect(entrySnippet).toContain(
      `{{ "${css[0]}" | asset_url | split: '?' | first | stylesheet_tag }}`,
    );
    expect(readdirSync(join(themeDir, 'templates')).sort()).toEqual([
      'page.autoship-buildplan.json',
      'page.autoship-manage.json',
      'page.autoship-payment.json',
      'page.autoship-program.json',
      'page.autoship-review.json',
    ]);
    expect(existsSync(join(themeDir, 'sections', 'autoship-app.liquid'))).toBe(true);
    expect(existsSync(join(themeDir, 'snippets', 'autoship-store-context.liquid'))).toBe(true);
  });

  it('holds no mock code (the markers the mock build has)', () => {
    const markers = /mockServiceWorker|__autoshipMock/;
    const assets = readdirSync(join(themeDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(
      assets.filter((file) => markers.test(readFileSync(join(themeDir, 'assets', file), 'utf8'))),
    ).toEqual([]);
    // The markers are real: the mock build has them.
    const mockAssets = join(themeDir, '..', 'dist-mock', 'assets');
    expect(
      readdirSync(mockAssets).some((file) =>
        markers.test(readFileSync(join(mockAssets, file), 'utf8')),
      ),
    ).toBe(true);
  });

  it('Shopify’s theme-check reports no error once it is in a theme', async () => {
    const offenses = await check(installed);
    const errors = offenses
      .filter((offense) => offense.severity === 0)
      .map((offense) => `${offense.check} ${offense.uri}: ${offense.message}`);
    expect(errors).toEqual([]);
    // Warnings too: a theme developer should see none from these files.
    expect(offenses.map((offense) => `${offense.check}: ${offense.message}`)).toEqual([]);
  });

  it('theme-check does find a broken section (the check above can fail)', async () => {
    const broken = join(installed, 'sections', 'autoship-broken.liquid');
    writeFileSync(
      broken,
      '{{ x | no_such_filter }}<script src="{{ \'x.js\' | asset_url }}"></script>',
    );
    const offenses = await check(installed);
    rmSync(broken);
    expect(offenses.map((offense) => offense.check)).toEqual(
      expect.arrayContaining(['UnknownFilter', 'ParserBlockingScript', 'MissingAsset']),
    );
  });
});
