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
 * (`npm run theme:install`) into a theme of its own, checked by Shopify's own linter.
 */
const themeDir = inject('themeDir');
const installed = mkdtempSync(join(tmpdir(), 'autoship-theme-'));

/** A theme's own locales, as Dawn ships them: its texts in four languages, its schema's too. */
const THEME_LOCALES: Record<string, unknown> = {
  'en.default.json': { general: { cart: 'Cart' } },
  'de.json': { general: { cart: 'Warenkorb' } },
  'fr.json': { general: { cart: 'Panier' } },
  'es.json': { general: { cart: 'Carrito' } },
  'en.default.schema.json': { sections: { header: { name: 'Header' } } },
  'de.schema.json': { sections: { header: { name: 'Kopfzeile' } } },
  'fr.schema.json': { sections: { header: { name: 'En-tête' } } },
  'es.schema.json': { sections: { header: { name: 'Encabezado' } } },
};

beforeAll(() => {
  // The store's theme has its own layout, locales and settings schema: theme:install merges the
  // app's keys into its locales and its settings group into the theme's schema.
  mkdirSync(join(installed, 'layout'));
  writeFileSync(
    join(installed, 'layout', 'theme.liquid'),
    '<!doctype html><html><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>\n',
  );
  mkdirSync(join(installed, 'locales'));
  for (const [file, texts] of Object.entries(THEME_LOCALES)) {
    writeFileSync(join(installed, 'locales', file), `${JSON.stringify(texts, null, 2)}\n`);
  }
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
      'locales',
      'sections',
      'snippets',
      'templates',
    ]);
    // The app's texts and the section's labels in each shipped language (decision 041).
    expect(readdirSync(join(themeDir, 'locales')).sort()).toEqual([
      'de.json',
      'de.schema.json',
      'en.default.json',
      'en.default.schema.json',
      'es.json',
      'es.schema.json',
      'fr.json',
      'fr.schema.json',
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
