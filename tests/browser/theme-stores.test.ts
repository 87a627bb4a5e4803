import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { installTheme } from '#scripts/theme-install/install.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import {
  editorRerender,
  PAGE_HEADINGS,
  startThemeHost,
  type ThemeHost,
} from '#tests/support/theme-host.ts';
import {
  FIXTURE_THEMES,
  fixtureThemeCopy,
  type FixtureTheme,
} from '#tests/support/theme-fixtures.ts';
import { setupBrowserSession, withoutJavaScript } from './support/browser.ts';

/**
 * A stand-in store for each theme the app knows, rendering what theme:install put into Dawn
 * 15.4.1 and Horizon 4.1.3 (fixtures/themes/; the section, snippets and locale files as installed
 * there) with liquidjs: each page's first screen is in the HTML, in the storefront's language
 * (and the default's in a language the app does not have); the app takes over through the
 * store's app proxy; the theme editor's re-render mounts it again, once.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };

/** Each theme's page around the section, as its layout/theme.liquid lays out the landmarks. */
const LAYOUTS: Record<FixtureTheme, (section: string) => string> = {
  'dawn-15.4.1': (
    section,
  ) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Dawn</title></head>
<body><div class="section-header"><header class="header">Store</header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
<section id="shopify-section-template--7__main" class="shopify-section section">${section}</section>
</main><footer class="footer">© Store</footer></body></html>`,
  'horizon-4.1.3': (
    section,
  ) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Horizon</title></head>
<body class="page-width-narrow"><div class="page-wrapper"><div id="header-group"><header class="header">Store</header></div>
<main id="MainContent" class="content-for-layout" role="main" data-template="page">
<section id="shopify-section-template--7__main" class="shopify-section section autoship-section">${section}</section>
</main><footer>© Store</footer></div></body></html>`,
};

describe.each(FIXTURE_THEMES)('a store running %s', { timeout: 120_000 }, (name) => {
  let theme: string;
  let backend: MockHttpServer;
  let german: ThemeHost;
  let japanese: ThemeHost;

  beforeAll(async () => {
    theme = fixtureThemeCopy(name);
    installTheme(inject('themeDir'), theme);
    backend = await startMockHttpServer({ scenario: 'active' });
    const host = (locale: string) =>
      startThemeHost({
        themeDir: theme,
        backend: backend.url,
        paymentHosts: '',
        products: DEFAULT_STORE_CONTEXT.builderProducts,
        locale,
        layout: LAYOUTS[name],
        apiPath: '/apps/autoship',
      });
    [german, japanese] = await Promise.all([host('de'), host('ja')]);
  });

  afterAll(async () => {
    await Promise.all([german.close(), japanese.close()]);
    await backend.close();
    rmSync(dirname(theme), { recursive: true, force: true });
  });

  it('each page’s first screen is in the HTML, in the storefront’s language', async () => {
    for (const [handle, key] of PAGE_HEADINGS) {
      const heading = await withoutJavaScript(
        session.browser,
        `${german.url}/pages/${handle}`,
        (page) => page.locator('main h1').textContent(),
      );
      expect([handle, heading?.trim()]).toEqual([handle, de[key]]);
    }
  });

  it('a language the app does not have (Japanese): the default file’s texts, nothing missing', async () => {
    const html = await withoutJavaScript(
      session.browser,
      `${japanese.url}/pages/autoship-manage`,
      (page) => page.content(),
    );
    expect(html).toContain(en['manage.heading']);
    expect(html).not.toContain('translation missing');
  });

  it('the app takes over in German through the store’s app proxy, and mounts again after each editor re-render', async () => {
    const urls: string[] = [];
    const { page } = await session.open(`${german.url}/pages/autoship-manage`, {
      beforeLoad: (context) => {
        context.on('request', (request) => urls.push(request.url()));
        return Promise.resolve();
      },
    });
    const status = page.getByText(String(de['manage.status.active']), { exact: true });
    await status.first().waitFor(WAIT);
    const calls = urls.filter((url) => new URL(url).pathname.includes('/autoShip/'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((url) => !url.startsWith(`${german.url}/apps/autoship/autoShip/`))).toEqual(
      [],
    );

    // The editor after a settings change: the section announced gone, replaced, announced.
    for (let round = 0; round < 2; round += 1) {
      await editorRerender(page, german.url, {});
      await status.first().waitFor(WAIT);
    }
    expect(await page.locator('[data-autoship-root]').count()).toBe(1);
    expect(await page.getByRole('heading', { name: String(de['manage.heading']) }).count()).toBe(1);
    // The colour scheme is the section's where the theme has colour schemes, and absent in one
    // without (no setting, so no class naming a scheme the theme does not have).
    const classes = (await page.locator('[data-autoship-root]').getAttribute('class')) ?? '';
    expect(classes.split(/\s+/).filter((item) => item.startsWith('color-'))).toEqual(
      name === 'dawn-15.4.1' ? ['color-scheme-1'] : [],
    );
  });
});
