import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_DATA } from '#mocks/data/catalogue.ts';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import countries from '#fixtures/countries.json';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import { es } from '#src/domain/i18n/es.ts';
import { fr } from '#src/domain/i18n/fr.ts';
import type { Catalogue } from '#src/domain/i18n/translate.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';
import { setupBrowserSession } from './support/browser.ts';

/**
 * A German storefront in Chromium: the mock build with store context `webLanguage` = `de` (the
 * page's English block, German fetched as a JSON asset), and the theme build in a theme's page
 * whose `request.locale` is `de` (the texts rendered by Liquid's `t` from the theme's locales):
 * the account page, the builder and the review page show no English sentence of the app's
 * catalogue (docs/languages.md).
 */
const session = setupBrowserSession();

/** Every page of this context is served with a German store context. */
async function german(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="autoship-store-context">)[\s\S]*?(<\/script>)/,
      `$1${JSON.stringify({ webLanguage: 'de' })}$2`,
    );
    await route.fulfill({ response, body: html });
  });
}

/**
 * The English catalogue's sentences, as they could appear on a page: a message's longest run of
 * words between its placeholders, when it has three words or more (shorter ones, "Region" or
 * "Pods", may be the same word in German).
 */
const ENGLISH_SENTENCES = Object.values(en)
  .map(
    (text) =>
      text
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0] ?? '',
  )
  .filter((text) => text.split(/\s+/).length >= 3);

/**
 * The page once the app has drawn `ready`, a text only the app draws (the first screen in the
 * HTML has the heading too; null where the test waits for the app itself), its loading gone.
 */
async function settled(
  page: Page,
  heading: string | undefined,
  ready: string | undefined | null,
): Promise<string> {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  if (ready === undefined) throw new Error('settled: the catalogue has no such text');
  if (ready !== null) await page.getByText(ready).first().waitFor();
  await expect.poll(() => page.getByTestId('skeleton').count(), { timeout: 10_000 }).toBe(0);
  return page.locator('body').innerText();
}

/** A language's own asset (`de-….json`), matched by name. */
const LANGUAGE_ASSET = expect.stringMatching(/\/de-[\w-]+\.json$/);
const ANY_LANGUAGE_ASSET = /[/-](de|fr|es)-[\w-]+\.json$/;

async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
}

function englishIn(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return ENGLISH_SENTENCES.filter((sentence) => flat.includes(sentence));
}

/**
 * The country table's own labels in English ("State", "Postal code (optional)"), with and without
 * the optional mark, less those German writes the same ("Eircode").
 */
const TABLE_LABELS = new Set(
  Object.values(countries as Record<string, { labels?: Record<string, string> }>)
    .flatMap((country) => Object.values(country.labels ?? {}))
    .flatMap((label) => [label, label.replace(/\s*\(optional\)$/, '')])
    .filter((label) => !Object.values(de).includes(label.replace(/\s*\(optional\)$/, ''))),
);

async function formLabels(page: Page): Promise<string[]> {
  return page.locator('form label').allInnerTexts();
}

describe('a German storefront (webLanguage de)', () => {
  it('the account page speaks German only', async () => {
    const { page } = await session.open('/pages/autoship-manage', { beforeLoad: german });
    const text = await settled(page, de['manage.heading'], de['manage.status.active']);
    expect(text).toContain(de['manage.status.active']);
    expect(englishIn(text)).toEqual([]);
    expect(await loadedScripts(page)).toEqual(expect.arrayContaining([LANGUAGE_ASSET]));
    // The pause dialog too.
    await page.getByRole('button', { name: de['manage.pause'] }).click();
    await page.getByRole('dialog', { name: de['manage.pause.title'] }).waitFor();
    expect(englishIn(await page.locator('body').innerText())).toEqual([]);
  });

  it('the address form labels each country’s fields and names the countries in German', async () => {
    const { page } = await session.open('/pages/autoship-manage', { beforeLoad: german });
    await settled(page, de['manage.heading'], de['manage.status.active']);
    await page.getByRole('button', { name: de['address.change'] }).click();
    await page.getByRole('combobox', { name: de['addressForm.saved'] }).selectOption('-1');
    const country = page.getByRole('combobox', { name: de['addressForm.field.country'] });
    for (const [name, shown] of [
      ['United States', 'Vereinigte Staaten'],
      ['Ireland', 'Irland'],
      ['Japan', 'Japan'],
      ['India', 'Indien'],
      ['Hong Kong', null],
    ] as const) {
      await country.selectOption(name);
      // The browser's own name where its data may vary (Hongkong, Sonderverwaltungsregion …).
      const expected =
        shown ??
        (await page.evaluate(() => new Intl.DisplayNames(['de'], { type: 'region' }).of('HK')));
      await expect.poll(() => country.locator('option:checked').textContent()).toBe(expected);
      const labels = await formLabels(page);
      expect(labels.filter((label) => TABLE_LABELS.has(label.trim()))).toEqual([]);
    }
    expect(englishIn(await page.locator('body').innerText())).toEqual([]);
  });

  it('the builder speaks German only', async () => {
    const { page } = await session.open('/pages/buildplan', { beforeLoad: german });
    const text = await settled(page, de['builder.heading'], de['builder.continue']);
    expect(text).toContain(de['builder.continue']);
    expect(englishIn(text)).toEqual([]);
  });

  it('the review page speaks German only', async () => {
    const { page } = await session.open('/review?scenario=draft', { beforeLoad: german });
    const text = await settled(page, de['review.heading'], de['review.checkout']);
    expect(text).toContain(de['review.checkout']);
    expect(englishIn(text)).toEqual([]);
  });

  it('an English storefront downloads no other language', async () => {
    const { page } = await session.open('/pages/autoship-manage');
    await settled(page, en['manage.heading'], en['manage.status.active']);
    const loaded = await loadedScripts(page);
    expect(loaded.filter((url) => ANY_LANGUAGE_ASSET.test(url))).toEqual([]);
  });
});

describe('a German store’s theme (request.locale de)', () => {
  let backend: MockHttpServer;
  let host: ThemeHost;

  beforeAll(async () => {
    backend = await startMockHttpServer({ scenario: 'active' });
    host = await startThemeHost({
      themeDir: inject('themeDir'),
      backend: backend.url,
      paymentHosts: 'pay.autoship.test',
      products: DEFAULT_STORE_CONTEXT.builderProducts,
      locale: 'de',
    });
  });

  afterAll(async () => {
    await host.close();
    await backend.close();
  });

  it('the account page and the builder speak German only, with nothing to download for it', async () => {
    const { page } = await session.open(`${host.url}/pages/autoship-manage`);
    const text = await settled(page, de['manage.heading'], de['manage.status.active']);
    expect(text).toContain(de['manage.status.active']);
    expect(englishIn(text)).toEqual([]);
    await page.goto(`${host.url}/pages/buildplan`);
    const builder = await settled(page, de['builder.heading'], de['builder.continue']);
    expect(builder).toContain(de['builder.continue']);
    expect(englishIn(builder)).toEqual([]);
    // The page held the language: no catalogue was fetched.
    expect((await loadedScripts(page)).filter((url) => ANY_LANGUAGE_ASSET.test(url))).toEqual([]);
  });
});

/** The words of some texts, lower case, without the messages' `{placeholders}`. */
function wordsOf(texts: readonly string[]): Set<string> {
  return new Set(
    texts.flatMap(
      (text) =>
        text
          .replace(/\{\w+\}/g, ' ')
          .toLowerCase()
          .match(/\p{L}+/gu) ?? [],
    ),
  );
}

/** The store's own words on a page: its products' names (the mock store's are English). */
const STORE_WORDS = wordsOf(SEED_DATA.products.map((product) => product.title));

/**
 * English words on a page in another language: words of the English catalogue that the page's
 * own catalogue never uses, and that are not the store's. A word the app writes itself instead
 * of taking it from the catalogue ("30, 45 or 60") is one.
 */
function englishWordsIn(text: string, catalogue: Catalogue): string[] {
  const english = wordsOf(Object.values(en));
  const own = wordsOf(Object.values(catalogue));
  return [...wordsOf([text])].filter(
    (word) => english.has(word) && !own.has(word) && !STORE_WORDS.has(word),
  );
}

describe('the program page in a German, French and Spanish store’s theme', () => {
  const LANGUAGES = { de, fr, es } as const;
  let backend: MockHttpServer;
  const hosts = new Map<string, ThemeHost>();

  beforeAll(async () => {
    backend = await startMockHttpServer({ scenario: 'active' });
    for (const locale of Object.keys(LANGUAGES))
      hosts.set(
        locale,
        await startThemeHost({
          themeDir: inject('themeDir'),
          backend: backend.url,
          paymentHosts: 'pay.autoship.test',
          products: DEFAULT_STORE_CONTEXT.builderProducts,
          locale,
        }),
      );
  });

  afterAll(async () => {
    for (const host of hosts.values()) await host.close();
    await backend.close();
  });

  it('finds an English word in a German sentence (the check can fail)', () => {
    const joinedInEnglish = (de['program.intro'] ?? '').replace('{days}', '30, 45 or 60');
    expect(englishWordsIn(joinedInEnglish, de)).toEqual(['or']);
  });

  it.each(Object.entries(LANGUAGES))(
    '%s: no English word, in the first screen (no JavaScript) nor in the app',
    async (locale, catalogue) => {
      const url = `${hosts.get(locale)?.url ?? ''}/pages/autoship-program`;
      const context = await session.browser.newContext({ javaScriptEnabled: false });
      const firstScreen = await context.newPage();
      await firstScreen.goto(url);
      const drawn = await firstScreen.locator('[data-autoship-root]').innerText();
      await context.close();
      expect(drawn).toContain(catalogue['program.how.1']);
      expect(englishWordsIn(drawn, catalogue)).toEqual([]);

      const { page } = await session.open(url);
      const text = await settled(page, catalogue['program.heading'], null);
      await page.getByTestId('program-gift').waitFor();
      expect(text).toContain(catalogue['program.how.1']);
      expect(
        englishWordsIn(await page.locator('[data-autoship-root]').innerText(), catalogue),
      ).toEqual([]);
    },
  );
});
