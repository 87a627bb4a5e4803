import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import type { Catalogue, MessageKey } from '#src/domain/i18n/translate.ts';
import { themeClassName } from '#scripts/vite-theme-build.ts';
import {
  renderSection,
  sampleProduct,
  sectionSettings,
  shopifyObjects,
  writeGeneratedSnippets,
  type SampleProduct,
} from '#tests/support/shopify-liquid.ts';

/**
 * Each page's first screen as the section's Liquid draws it, before (or without) the app: what a
 * shopper with JavaScript off and a search engine read, in the storefront's language.
 */
beforeAll(writeGeneratedSnippets, 60_000);

const HANDLES = {
  manage: 'autoship-manage',
  program: 'autoship-program',
  builder: 'buildplan',
  payment: 'payment',
  review: 'autoship-review',
} as const;

interface Render {
  handle: string;
  locale?: string;
  settings?: Record<string, unknown>;
  moneyFormat?: string;
}

async function firstScreen({ handle, locale = 'en', settings = {}, moneyFormat }: Render) {
  const objects = shopifyObjects();
  const html = await renderSection({
    ...objects,
    request: { design_mode: false, locale: { iso_code: locale } },
    shop: { ...objects.shop, money_format: moneyFormat ?? objects.shop.money_format },
    section: { id: 'main', settings: sectionSettings(settings) },
    page: { handle, title: handle },
  });
  const root = new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector<HTMLElement>('[data-autoship-root]');
  if (!root) throw new Error('the section has no mount element');
  return root;
}

/** What a reader sees: the text, spaces as a browser collapses them. */
function textOf(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function text(catalogue: Catalogue, key: MessageKey, params: Record<string, string> = {}) {
  return Object.entries(params).reduce(
    (filled, [name, value]) => filled.replace(`{${name}}`, value),
    catalogue[key] ?? '',
  );
}

const GIFT: SampleProduct = sampleProduct(211, {
  title: 'Travel Case (Autoship)',
  featured_image: null,
  images: [],
  variants: [
    {
      id: 2111,
      title: 'Default Title',
      option1: 'Default Title',
      option2: null,
      option3: null,
      options: ['Default Title'],
      price: 0,
      compare_at_price: 2500,
      available: true,
    },
  ],
});

describe('the first screen in the page the store serves', () => {
  it('every page shows its heading in the storefront’s language', async () => {
    const headings: [string, MessageKey][] = [
      [HANDLES.manage, 'manage.heading'],
      [HANDLES.program, 'program.heading'],
      [HANDLES.builder, 'builder.heading'],
      [HANDLES.payment, 'payment.heading'],
      [HANDLES.review, 'review.heading'],
    ];
    for (const [locale, catalogue] of [
      ['en', en],
      ['de', de],
    ] as const) {
      for (const [handle, key] of headings) {
        const root = await firstScreen({ handle, locale });
        expect(textOf(root.querySelector('h1')), `${locale} ${handle}`).toBe(text(catalogue, key));
      }
    }
  });

  it('adds no second <main> to the theme’s, whose layout holds the section', async () => {
    for (const handle of Object.values(HANDLES)) {
      const root = await firstScreen({ handle });
      expect(root.querySelector('[data-autoship-first-screen] h1'), handle).not.toBeNull();
      expect(root.querySelectorAll('main'), handle).toHaveLength(0);
    }
  });

  it('a page the settings do not name as an autoship page gets no first screen', async () => {
    const root = await firstScreen({ handle: 'about-us' });
    expect(root.querySelector('[data-autoship-first-screen]')).toBeNull();
  });

  it('every page ends with the promises above the store’s footer, hidden where the section says', async () => {
    const shown = await firstScreen({ handle: HANDLES.payment, locale: 'de' });
    const promises = shown.querySelector(`[aria-label="${de['footer.label'] ?? ''}"]`);
    expect(textOf(promises)).toContain(de['footer.payment.text'] ?? 'missing');
    expect(promises?.closest('[hidden]')).toBeNull();
    const hidden = await firstScreen({
      handle: HANDLES.payment,
      settings: { hide_footer_top: true },
    });
    expect(
      hidden.querySelector(`[aria-label="${en['footer.label']}"]`)?.closest('[hidden]'),
    ).not.toBeNull();
  });

  it('the account and review pages show the shape of their loading plan, named for a reader', async () => {
    const manage = await firstScreen({ handle: HANDLES.manage });
    const status = manage.querySelector('[role="status"]');
    expect(textOf(status)).toBe(en['manage.loading']);
    expect(status?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
    const review = await firstScreen({ handle: HANDLES.review, locale: 'de' });
    expect(textOf(review.querySelector('[role="status"]'))).toBe(de['review.loading']);
    // Without JavaScript these pages cannot act: the shopper is told so, in their language.
    expect(textOf(review.querySelector('noscript'))).toBe(de['theme.noScript']);
  });

  it('the program page’s copy with the settings’ intervals, freight and discount tiers', async () => {
    const root = await firstScreen({
      handle: HANDLES.program,
      settings: {
        interval_options: '30, 60, 90',
        freight_fee_cents: 495,
        slide_discount_tiers: '6:10, 3:5',
        pod_products: [sampleProduct(111)],
        gift_products: [GIFT],
        device_products: [{ ...sampleProduct(311), title: 'Infinity Device' }],
      },
    });
    const page = textOf(root);
    expect(textOf(root.querySelector('h1 + p'))).toBe(
      text(en, 'program.intro', { days: '30, 60 or 90' }),
    );
    // 12.99 instead of 15.99: 18 % off, rounded down as the app rounds it.
    expect(page).toContain(text(en, 'program.saveUpTo', { saving: '18' }));
    expect(page).toContain(text(en, 'program.hero'));
    expect(page).toContain(text(en, 'program.lower.freight', { freight: '$4.95' }));
    expect(page).toContain(
      // Gifts and devices alike, the best worth among them.
      text(en, 'program.gift.worth', { gifts: 'Travel Case, Infinity Device', worth: '$25.00' }),
    );
    expect(page).toContain(text(en, 'program.schedule.text', { days: '30, 60 or 90' }));
    expect([...root.querySelectorAll('[class*="__steps"] li')].map(textOf)).toEqual([
      text(en, 'program.tier', { packs: '3', rate: '5' }),
      text(en, 'program.tier', { packs: '6', rate: '10' }),
    ]);
    for (const key of ['program.how.1', 'program.how.2', 'program.how.3'] as const) {
      expect(page).toContain(en[key]);
    }
    const links = [...root.querySelectorAll('a')].filter((a) => textOf(a) === en['plan.build']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/pages/buildplan',
      '/pages/buildplan',
    ]);
  });

  it('the program page in German, links under the storefront’s language prefix', async () => {
    const objects = shopifyObjects();
    const html = await renderSection({
      ...objects,
      request: { design_mode: false, locale: { iso_code: 'de' } },
      routes: { ...objects.routes, root_url: '/de' },
      section: { id: 'main', settings: sectionSettings() },
      page: { handle: HANDLES.program, title: 'Autoship' },
    });
    const root = new DOMParser().parseFromString(html, 'text/html').body;
    expect(textOf(root.querySelector('h1'))).toBe(de['program.heading']);
    // The intervals joined in German, as the app joins them.
    const days = text(de, 'common.list.or', {
      list: ['30', '45'].join(de['common.list.separator']),
      last: '60',
    });
    expect(days).toBe('30, 45 oder 60');
    expect(textOf(root.querySelector('h1 + p'))).toBe(text(de, 'program.intro', { days }));
    expect(textOf(root)).toContain(de['program.noCommitment.text'] ?? 'missing');
    expect(textOf(root)).toContain(de['program.lower.text'] ?? 'missing');
    expect(root.querySelector('a[class*="__cta"]')?.getAttribute('href')).toBe(
      '/de/pages/buildplan',
    );
  });

  it('the builder shows each pod with its variants, prices in the shop’s format, and stock', async () => {
    const root = await firstScreen({
      handle: HANDLES.builder,
      moneyFormat: '{{amount_with_comma_separator}} €',
      settings: { pod_products: [sampleProduct(111), sampleProduct(112)] },
    });
    const cards = [...root.querySelectorAll('[aria-labelledby^="pod-"]')];
    expect(cards.map((card) => textOf(card.querySelector('h3')))).toEqual(['Pods 111', 'Pods 112']);
    // Each variant: its name, its price, the price it replaces (named for a screen reader), stock.
    const variants = [...(cards[0]?.querySelectorAll('li') ?? [])].map((variant) =>
      [...variant.querySelectorAll('div > span')].map((part) =>
        [...part.childNodes].map((node) => textOf(node as Element)).filter(Boolean),
      ),
    );
    expect(variants).toEqual([
      [['2 pods'], ['12,99 €', en['price.insteadOf'], '15,99 €']],
      [['4 pods'], ['23,99 €'], [en['builder.outOfStock']]],
    ]);
  });

  it('the builder in German: its headings and the products’ prices', async () => {
    const root = await firstScreen({
      handle: HANDLES.builder,
      locale: 'de',
      settings: { pod_products: [sampleProduct(111)] },
    });
    expect(textOf(root.querySelector('h2'))).toBe(de['builder.pods']);
    const variant = root.querySelector('li li');
    expect(textOf(variant?.querySelector('.visually-hidden') ?? null)).toBe(de['price.insteadOf']);
    expect(textOf(variant?.querySelector('s') ?? null)).toBe('$15.99');
  });

  it('the bar names the program as the store calls it, in the storefront’s language by default', async () => {
    const title = (root: HTMLElement) => textOf(root.querySelector('header p'));
    expect(title(await firstScreen({ handle: HANDLES.manage, locale: 'de' }))).toBe(
      de['common.programName'],
    );
    const named = await firstScreen({
      handle: HANDLES.builder,
      settings: { program_name: '<b>Subscribe</b> & Save' },
    });
    expect(title(named)).toBe('<b>Subscribe</b> & Save');
    expect(named.querySelector('header b')).toBeNull();
  });

  it('marks the content a shopper waits for as the app does, so the bench times the first screen', async () => {
    const program = await firstScreen({ handle: HANDLES.program });
    const copy = program.querySelector(`[elementtiming="${CONTENT_MARKS.programCopy}"]`);
    expect(textOf(copy)).toBe(text(en, 'program.hero'));
    const builder = await firstScreen({
      handle: HANDLES.builder,
      settings: { pod_products: [sampleProduct(111), sampleProduct(112)] },
    });
    const names = builder.querySelectorAll(`[elementtiming="${CONTENT_MARKS.productGrid}"]`);
    expect([...names].map(textOf)).toEqual(['Pods 111', 'Pods 112']);
  });

  it('HTML in a product title is shown as text, never run', async () => {
    const hostile = '<img src=x onerror="window.pwned=1">';
    const settings = {
      pod_products: [sampleProduct(111, { title: hostile })],
      gift_products: [{ ...GIFT, title: hostile }],
    };
    for (const handle of [HANDLES.builder, HANDLES.program]) {
      const root = await firstScreen({ handle, settings });
      expect(root.querySelector('[onerror]'), handle).toBeNull();
      expect(textOf(root), handle).toContain(hostile);
    }
  });

  it('draws with classes the app’s stylesheets define (a renamed class fails here)', async () => {
    const defined = new Set<string>();
    const sources = resolve(import.meta.dirname, '../../../src');
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.module.css'))) {
      const css = readFileSync(resolve(sources, file), 'utf8');
      for (const [, local] of css.matchAll(/\.([A-Za-z][\w-]*)/g)) {
        defined.add(themeClassName(local ?? '', file));
      }
    }
    const settings = { pod_products: [sampleProduct(111)], gift_products: [GIFT] };
    for (const handle of Object.values(HANDLES)) {
      const root = await firstScreen({ handle, settings });
      const used = [...root.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((name) => name.includes('__')),
      );
      expect(used.length, handle).toBeGreaterThan(5);
      expect(
        used.filter((name) => !defined.has(name)),
        handle,
      ).toEqual([]);
    }
  });
});

describe('Shopify’s money filter in the stand-in', () => {
  it('writes cents in the shop’s format, as Shopify documents its placeholders', async () => {
    const formats: [string, string][] = [
      ['${{amount}}', '$1,234,567.89'],
      ['{{amount_no_decimals}} USD', '1,234,568 USD'],
      ['{{amount_with_comma_separator}} €', '1.234.567,89 €'],
      ['{{ amount_no_decimals_with_comma_separator }} kr', '1.234.568 kr'],
      ['CHF {{amount_with_apostrophe_separator}}', "CHF 1'234'567.89"],
    ];
    const [variant] = sampleProduct(111).variants;
    if (!variant) throw new Error('the sample product has no variant');
    for (const [format, expected] of formats) {
      const root = await firstScreen({
        handle: HANDLES.builder,
        moneyFormat: format,
        settings: {
          pod_products: [
            sampleProduct(111, {
              variants: [{ ...variant, price: 123456789, compare_at_price: null }],
            }),
          ],
        },
      });
      expect(textOf(root.querySelector('[class*="__price"]')), format).toBe(expected);
    }
  });
});
