import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { en } from '#src/domain/i18n/en.ts';
import { startThemeHost, type ThemeHost } from '#tests/support/theme-host.ts';
import { LOOK_THEMES, lookLayout, themeLook } from '#tests/support/theme-look.ts';
import { saveScreenshot, setupBrowserSession } from './support/browser.ts';

/**
 * The theme build in a store running Dawn 15.4.1 or Horizon 4.1.3: each page laid out with the
 * variables the theme's layout writes for its default settings and the theme's own CSS for its
 * page, headings, buttons, fields and cards (fixtures/themes/<theme>-<version>/look/), the theme's own page
 * title, text, field, button and card beside the app's section. The app's text, heading, buttons,
 * fields and cards compute as the theme's own do; its page has one `<main>`, the theme's.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };

let backend: MockHttpServer;
const hosts = new Map<string, ThemeHost>();

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
  for (const theme of LOOK_THEMES) {
    hosts.set(
      theme,
      await startThemeHost({
        themeDir: inject('themeDir'),
        backend: backend.url,
        paymentHosts: '',
        products: DEFAULT_STORE_CONTEXT.builderProducts,
        themeSettings: themeLook(theme).settings,
        layout: lookLayout(theme),
      }),
    );
  }
});

afterAll(async () => {
  for (const host of hosts.values()) await host.close();
  await backend.close();
});

async function open(theme: string, handle: string, width: number): Promise<Page> {
  const host = hosts.get(theme);
  if (!host) throw new Error(`no stand-in store for ${theme}`);
  const { page } = await session.open(`${host.url}/pages/${handle}`, {
    viewport: { width, height: 900 },
  });
  await page.locator('[data-autoship-root] h1').first().waitFor(WAIT);
  await expect.poll(() => page.locator('[data-autoship-first-screen]').count(), WAIT).toBe(0);
  return page;
}

/** What a shopper sees of an element, as the browser computes it. */
function look(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // A shadow the eye can see: a colour not fully transparent (Dawn writes its shadow settings
    // into every card and button, at opacity 0 by default) and some length (Horizon draws a
    // button's border as an inset shadow, 0 px wide by default).
    const visible = (shadow: string) =>
      shadow !== 'none' &&
      !/rgba\([^)]*,\s*0\)/.test(shadow) &&
      /[1-9]/.test(shadow.replace(/rgba?\([^)]*\)/g, ''));
    return {
      family: style.fontFamily,
      size: style.fontSize,
      weight: style.fontWeight,
      letterSpacing: style.letterSpacing,
      transform: style.textTransform,
      background: style.backgroundColor,
      colour: style.color,
      radius: style.borderTopLeftRadius,
      border: style.borderTopWidth,
      shadow:
        visible(style.boxShadow) ||
        visible(getComputedStyle(element, '::before').boxShadow) ||
        visible(getComputedStyle(element, '::after').boxShadow),
      height: Math.round(box.height),
      left: Math.round(box.left),
    };
  });
}

const own = (page: Page, name: string) => page.locator(`[data-own~="${name}"]`);
const app = (page: Page) => page.locator('[data-autoship-root]');
/**
 * Up to this width a text field is 16 px at least, or a phone zooms into it (iOS): the app's as
 * Horizon's own typed fields (theme.css: `max(1rem, …)` up to 1200 px).
 */
const SMALL_SCREEN_PX = 1200;
const PHONE_FIELD_PX = 16;

describe('the theme build looks like the theme it is in (Chromium)', { timeout: 120_000 }, () => {
  for (const theme of LOOK_THEMES) {
    for (const width of [375, 1280]) {
      it(`${theme} at ${width} px: the app's text, heading, buttons, fields and cards are the theme's own`, async () => {
        const page = await open(theme, 'autoship-manage', width);
        await page.getByRole('heading', { name: en['manage.status.active'] }).waitFor(WAIT);

        // Text and the page's heading: the theme's fonts, and its page title's size and weight.
        const text = await look(app(page));
        expect(text.family).toBe((await look(own(page, 'text'))).family);
        const heading = await look(app(page).locator('h1'));
        const ownHeading = await look(own(page, 'heading'));
        expect(pick(heading, 'family', 'size', 'weight', 'letterSpacing')).toEqual(
          pick(ownHeading, 'family', 'size', 'weight', 'letterSpacing'),
        );

        // On the theme's page column; cards as flat as the theme's, their text on the same line.
        const ownCard = await look(own(page, 'card'));
        expect(heading.left).toBe(ownCard.left);
        const card = await look(
          app(page).getByRole('region', { name: en['manage.inEveryDelivery'], exact: true }),
        );
        expect(pick(card, 'radius', 'border', 'shadow')).toEqual(
          pick(ownCard, 'radius', 'border', 'shadow'),
        );
        const cardTitle = await look(
          app(page).getByRole('heading', {
            name: en['manage.inEveryDelivery'],
            level: 2,
            exact: true,
          }),
        );
        expect(cardTitle.left).toBe(heading.left);

        // A primary button and a field: the address form's.
        await app(page).getByRole('button', { name: en['address.change'] }).click();
        await app(page)
          .getByRole('combobox', { name: en['addressForm.saved'] })
          .selectOption({ label: en['addressForm.new'] });
        const field = app(page).getByRole('textbox', { name: en['addressForm.field.city'] });
        const button = app(page).getByRole('button', { name: en['address.save'] });
        await field.waitFor(WAIT);
        const BUTTON = [
          'family',
          'size',
          'weight',
          'letterSpacing',
          'background',
          'colour',
          'radius',
          'shadow',
          'height',
        ] as const;
        expect(pick(await look(button), ...BUTTON)).toEqual(
          pick(await look(own(page, 'button')), ...BUTTON),
        );
        const ownField = await look(own(page, 'field'));
        const appField = await look(field);
        expect(pick(appField, 'family', 'radius')).toEqual(pick(ownField, 'family', 'radius'));
        expect(appField.height).toBe((await look(own(page, 'field-box'))).height);
        const ownSize = parseFloat(ownField.size);
        expect(parseFloat(appField.size)).toBe(
          width < SMALL_SCREEN_PX ? Math.max(ownSize, PHONE_FIELD_PX) : ownSize,
        );

        // The field holds its label where the theme shows a field's name (Dawn's label, Horizon's
        // placeholder), in its size; the label moves up, smaller, once the field has a value.
        const label = app(page).locator(`label[for="${await field.getAttribute('id')}"]`);
        const inField = async () => {
          const [inner, outer] = await Promise.all([label.boundingBox(), field.boundingBox()]);
          return (
            inner !== null &&
            outer !== null &&
            inner.y > outer.y &&
            inner.y + inner.height < outer.y + outer.height
          );
        };
        // (The form has just emptied the field: its label may still be moving down.)
        await expect.poll(async () => (await look(label)).size).toBe(ownField.size);
        expect(await inField()).toBe(true);
        await field.fill('Springfield');
        await field.blur();
        await expect
          .poll(async () => parseFloat((await look(label)).size))
          .toBeLessThan(parseFloat(ownField.size));
        expect(await inField()).toBe(true);
        await saveScreenshot(page, `theme-look-${theme}-${width}`);
      });
    }

    it(`${theme}: the theme's rules for labels leave the app's choices whole`, async () => {
      const page = await open(theme, 'autoship-review', 1280);
      const choices = app(page).getByRole('group', { name: en['interval.legend'] });
      const radios = choices.getByRole('radio');
      await radios.first().waitFor(WAIT);
      // Each interval choice fills its column, as on a page of the app's own.
      const widths = await radios.evaluateAll((inputs) =>
        inputs.map((input) => {
          const label = input.closest('label');
          const drawn = input.nextElementSibling;
          return [label, drawn].map((box) => Math.round(box?.getBoundingClientRect().width ?? 0));
        }),
      );
      expect(widths.length).toBeGreaterThan(1);
      for (const [label, drawn] of widths) expect(drawn).toBe(label);
    });

    it(`${theme}: one <main>, the theme's, and no landmark axe finds wrong, on every page`, async () => {
      const found: string[] = [];
      for (const handle of [
        'autoship-manage',
        'autoship-program',
        'buildplan',
        'autoship-review',
      ]) {
        const page = await open(theme, handle, 1280);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main').count(), handle).toBe(1);
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations.filter((rule) => rule.id.startsWith('landmark')))
          for (const node of violation.nodes)
            found.push(`${handle}: ${violation.id} ${node.target.join(' ')}`);
        await page.close();
      }
      expect(found).toEqual([]);
    });
  }
});

function pick<T extends object, K extends keyof T>(object: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}
