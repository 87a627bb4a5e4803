import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { themeClassName } from '#scripts/vite-theme-build.ts';
import { animationsSettled } from './support/animations.ts';
import { setupBrowserSession } from './support/browser.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';

/**
 * The theme build in a page laid out with Dawn 15's variables as its default settings render
 * them (layout/theme.liquid: five colour schemes, the card, popup, heading-scale and page-width
 * variables) and Dawn's `.page-width` and h1 rules: every page passes axe's colour-contrast check
 * in each scheme, and the app's cards, heading and content column are the theme's.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };

/** Dawn 15.4.1's shipped schemes (config/settings_data.json): background, text, button, label. */
const SCHEMES: Record<string, [string, string, string, string]> = {
  'scheme-1': ['255,255,255', '18,18,18', '18,18,18', '255,255,255'],
  'scheme-2': ['243,243,243', '18,18,18', '18,18,18', '243,243,243'],
  'scheme-3': ['36,40,51', '255,255,255', '255,255,255', '0,0,0'],
  'scheme-4': ['18,18,18', '255,255,255', '255,255,255', '18,18,18'],
  'scheme-5': ['51,79,180', '255,255,255', '255,255,255', '51,79,180'],
};

const DAWN_CSS = `
  ${Object.entries(SCHEMES)
    .map(
      ([id, [background, text, button, label]]) =>
        `${id === 'scheme-1' ? ':root, ' : ''}.color-${id} { --color-background: ${background};
        --color-foreground: ${text}; --color-shadow: 18,18,18; --color-button: ${button};
        --color-button-text: ${label}; }`,
    )
    .join('\n')}
  :root { --font-body-family: Assistant, sans-serif; --font-heading-family: Assistant, sans-serif;
    --font-heading-weight: 400; --font-body-scale: 1; --font-heading-scale: 1.3;
    --page-width: 120rem; --buttons-radius: 0px; --inputs-radius: 0px;
    --product-card-corner-radius: 0rem; --product-card-border-width: 0rem;
    --product-card-border-opacity: 0.1; --product-card-shadow-opacity: 0;
    --product-card-shadow-horizontal-offset: 0rem; --product-card-shadow-vertical-offset: 0.4rem;
    --product-card-shadow-blur-radius: 0.5rem; --popup-border-width: 1px;
    --popup-border-opacity: 0.1; --popup-corner-radius: 0px; --popup-shadow-opacity: 0.05;
    --popup-shadow-horizontal-offset: 0px; --popup-shadow-vertical-offset: 4px;
    --popup-shadow-blur-radius: 5px; }
  *, *::before, *::after { box-sizing: inherit; }
  html { box-sizing: border-box; font-size: calc(var(--font-body-scale) * 62.5%); }
  body { margin: 0; font-size: 1.5rem; letter-spacing: 0.06rem; line-height: 1.8;
    font-family: var(--font-body-family); }
  body, .color-scheme-1, .color-scheme-2, .color-scheme-3, .color-scheme-4, .color-scheme-5 {
    color: rgba(var(--color-foreground), 0.75); background-color: rgb(var(--color-background)); }
  .page-width { max-width: var(--page-width); margin: 0 auto; padding: 0 1.5rem; }
  h1 { font-size: calc(var(--font-heading-scale) * 3rem); }
  @media screen and (min-width: 750px) {
    .page-width { padding: 0 5rem; }
    h1 { font-size: calc(var(--font-heading-scale) * 4rem); }
  }
`;

let scheme = 'scheme-1';

function dawnPage(section: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page – Dawn Store</title><style>${DAWN_CSS}</style></head>
    <body><header class="page-width" data-testid="theme-header"><p>Dawn Store</p></header>
    <main id="MainContent">${section.replaceAll('color-scheme-1', `color-${scheme}`)}</main></body></html>`;
}

let backend: MockHttpServer;
/** One host per scheme: the host renders each page once. */
const hosts = new Map<string, ThemeHost>();

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
});

afterAll(async () => {
  for (const host of hosts.values()) await host.close();
  await backend.close();
});

async function hostFor(id: string): Promise<ThemeHost> {
  const found = hosts.get(id);
  if (found) return found;
  const layout = (section: string) => {
    scheme = id;
    return dawnPage(section);
  };
  const host = await startThemeHost({
    themeDir: inject('themeDir'),
    backend: backend.url,
    paymentHosts: '',
    products: DEFAULT_STORE_CONTEXT.builderProducts,
    layout,
  });
  hosts.set(id, host);
  return host;
}

const PAGES = ['autoship-manage', 'autoship-program', 'buildplan', 'autoship-review'];

async function openPage(id: string, handle: string, width: number): Promise<Page> {
  const host = await hostFor(id);
  const { page } = await session.open(`${host.url}/pages/${handle}`, {
    viewport: { width, height: 900 },
  });
  await page.locator('[data-autoship-root] h1').first().waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  const gifts = page.getByRole('group', { name: 'Your free gift with every plan' });
  if ((await gifts.count()) > 0) await gifts.getByRole('radio').first().check();
  await animationsSettled(page);
  return page;
}

describe('the theme build in Dawn’s colour schemes (Chromium)', { timeout: 240_000 }, () => {
  it.each(Object.keys(SCHEMES))('%s: no colour-contrast violation on any page', async (id) => {
    const found: string[] = [];
    for (const handle of PAGES) {
      const page = await openPage(id, handle, 1280);
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      for (const violation of results.violations)
        for (const node of violation.nodes)
          found.push(`${handle}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
      await page.close();
    }
    expect(found).toEqual([]);
  });

  it.each([375, 1280])('at %i px: Dawn’s h1 size, page width and flat cards', async (width) => {
    const page = await openPage('scheme-1', 'autoship-manage', width);
    const box = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return {
            left: Math.round(rect.left),
            width: Math.round(rect.width),
            fontSize: style.fontSize,
            radius: style.borderTopLeftRadius,
          };
        });
    const theme = await box('[data-testid="theme-header"] p');
    const heading = await box('[data-autoship-root] main h1');
    // The app's content column (the heading's block) against the theme's `.page-width` one.
    const column = await box('[data-autoship-root] main h1 >> xpath=..');
    // The plan's status panel: a card of the app (its CSS Modules class as the theme build names it).
    const card = await box(
      `[data-autoship-root] .${themeClassName('status', 'plan-status.module.css')}`,
    );
    const measured = {
      headingLeft: heading.left,
      themeLeft: theme.left,
      columnWidth: column.width,
      themeWidth: theme.width,
      headingSize: heading.fontSize,
      cardRadius: card.radius,
    };
    expect(measured.headingLeft).toBe(measured.themeLeft);
    expect(measured.columnWidth).toBe(measured.themeWidth);
    // Dawn's h1: calc(var(--font-heading-scale) * 3rem), 4rem from 750 px; 1.3 × 10 px rem.
    expect(measured.headingSize).toBe(width < 750 ? '39px' : '52px');
    // Dawn's product cards by default: square corners.
    expect(measured.cardRadius).toBe('0px');
    await page.screenshot({
      path: `test-results/screenshots/theme-dawn-scheme-1-${width}.png`,
      fullPage: true,
    });
  });
});
