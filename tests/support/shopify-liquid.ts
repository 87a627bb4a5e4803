/**
 * The theme's section rendered as Shopify would, with liquidjs (a Liquid engine for Node) and
 * sample Shopify objects. What liquidjs lacks is added as Shopify documents it:
 * - `json`: Shopify escapes <, > and & as \u003c, \u003e, \u0026 (liquidjs does not), and
 *   renders nil as null;
 * - `money`: cents in the shop's `money_format` (`${{amount}}` → `$1,234.50`), with the
 *   placeholders Shopify documents, the format's own HTML left as it is;
 * - `asset_url`: the theme's assets on the store's CDN (`assetBase` + file), with the version
 *   query Shopify adds (`?v=…`);
 * - `stylesheet_tag`: a `<link rel="stylesheet">` (with `preload: true`, Shopify also names it in
 *   the Link header, which a test page has none of); `preload_tag`: a `<link rel="preload">`;
 * - `t`: the key's text in the request's locale from the theme's `locales/<locale>.json`, else
 *   its base language's, else the default locale's (`*.default.json`), else
 *   `translation missing: <locale>.<key>`; HTML-escaped unless the key ends in `_html`;
 * - `{% schema %}`: read by Shopify, never output.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import jsonc from 'jsonc-parser';
import { Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { writeThemeLocales } from '#scripts/i18n/theme-locales.ts';
import { themeEarlyCallSnippet, themeEntrySnippet } from '#scripts/vite-early-call.ts';
import { pageStylesSnippet } from '#scripts/vite-theme-build.ts';

export const THEME_SOURCES = resolve(import.meta.dirname, '../../scripts/theme');

/**
 * Where what the build generates beside the sources is written for a test: the snippets (the
 * early call's, the entry's, the catalogue's) and the locales (`locales/`, beside `snippets/`).
 */
const GENERATED_THEME = resolve(tmpdir(), `autoship-theme-generated-${process.pid}`);
export const GENERATED_SNIPPETS = resolve(GENERATED_THEME, 'snippets');

/** The plan answer's checks, as the build names their file in assets/. */
export const PLAN_CHECKS_ASSET = 'autoship-queryAutoShipPlan-test.js';

/** Each template's page files, as the build names them in assets/ (stand-ins). */
export const TEMPLATE_PRELOADS = {
  'autoship-manage': {
    js: ['autoship-autoship-manage-page-test.js'],
    css: ['autoship-autoship-manage-page-test.css'],
  },
  'autoship-payment': { js: ['autoship-payment-page-test.js'], css: [] },
};

/** The version query Shopify's asset_url adds to an asset's address. */
const ASSET_VERSION = '?v=1764000000';

/** The chunks the app's entry imports, as the build names them in assets/ (a stand-in). */
export const ENTRY_IMPORTS = ['autoship-shared-test.js'];

/** The app's entry, as the build names it in assets/ (a stand-in). */
export const ENTRY_ASSET = 'autoship-app-test.js';

/** The app's entry stylesheet, as the build names it in assets/ (a stand-in). */
export const ENTRY_STYLESHEET = 'autoship-app-test.css';

/**
 * Writes the snippets `npm run build:theme` writes, autoship-early-call.liquid (the real script,
 * bundled), autoship-entry.liquid and autoship-messages.liquid, and its locales, so the sources
 * render whole. Call once before rendering them.
 */
export async function writeGeneratedSnippets(): Promise<void> {
  mkdirSync(GENERATED_SNIPPETS, { recursive: true });
  writeThemeLocales(GENERATED_THEME, THEME_SOURCES);
  writeFileSync(
    resolve(GENERATED_SNIPPETS, 'autoship-early-call.liquid'),
    await themeEarlyCallSnippet(PLAN_CHECKS_ASSET, TEMPLATE_PRELOADS, ENTRY_IMPORTS),
  );
  writeFileSync(
    resolve(GENERATED_SNIPPETS, 'autoship-entry.liquid'),
    themeEntrySnippet(ENTRY_ASSET, ENTRY_STYLESHEET),
  );
  writeFileSync(
    resolve(GENERATED_SNIPPETS, 'autoship-page-styles.liquid'),
    pageStylesSnippet(TEMPLATE_PRELOADS),
  );
}

/** A theme's locale file: JSON with comments (Shopify's header, Horizon's notes to translators). */
function readLocale(path: string): unknown {
  return jsonc.parse(readFileSync(path, 'utf8'));
}

function lookUp(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, name) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[name]
          : undefined,
      tree,
    );
}

/** Liquid's `escape`, as Shopify's `t` applies it to a text whose key does not end in `_html`. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Shopify's `t` over the theme's `locales/` folder, for the request's locale. */
function shopifyTranslate(localesDir: string, locale: string): (key: string) => string {
  const files = existsSync(localesDir)
    ? readdirSync(localesDir).filter((file) => !file.includes('.schema.'))
    : [];
  const base = locale.split('-')[0] ?? locale;
  const chain = [
    files.find((file) => file === `${locale}.json` || file === `${locale}.default.json`),
    files.find((file) => file === `${base}.json` || file === `${base}.default.json`),
    files.find((file) => file.endsWith('.default.json')),
  ].flatMap((file) => (file ? [readLocale(resolve(localesDir, file))] : []));
  return (key) => {
    const text = chain.map((tree) => lookUp(tree, key)).find((found) => typeof found === 'string');
    if (typeof text !== 'string') return `translation missing: ${locale}.${key}`;
    return key.endsWith('_html') ? text : escapeHtml(text);
  };
}

function shopifyJson(value: unknown): string {
  return (JSON.stringify(value ?? null) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** Shopify's money placeholders: decimals, thousands separator, decimal separator. */
const MONEY_STYLES: Readonly<Record<string, readonly [number, string, string]>> = {
  amount: [2, ',', '.'],
  amount_no_decimals: [0, ',', '.'],
  amount_with_comma_separator: [2, '.', ','],
  amount_no_decimals_with_comma_separator: [0, '.', ','],
  amount_with_apostrophe_separator: [2, "'", '.'],
  amount_no_decimals_with_space_separator: [0, ' ', ''],
  amount_with_space_separator: [2, ' ', ','],
  amount_with_period_and_space_separator: [2, ' ', '.'],
};

/** Shopify's `money`: cents in the shop's format; nil is no price (an empty string). */
function shopifyMoney(format: string): (cents: unknown) => string {
  return (cents) => {
    if (cents === null || cents === undefined || cents === '') return '';
    return format.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const style = MONEY_STYLES[name];
      if (!style) return whole;
      const [decimals, thousands, decimal] = style;
      const [whole_, fraction] = (Number(cents) / 100).toFixed(decimals).split('.');
      const grouped = (whole_ ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
      return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
    });
  };
}

/** A Shopify image object, as far as `image_url` reads it. */
export interface SampleImage {
  src: string;
}

/** A Shopify product object, as far as the store context snippet reads it. */
export interface SampleProduct {
  id: number;
  handle: string;
  title: string;
  available: boolean;
  featured_image: SampleImage | null;
  images: SampleImage[];
  options_with_values: { name: string; position: number; values: string[] }[];
  variants: {
    id: number;
    title: string;
    option1: string | null;
    option2: string | null;
    option3: string | null;
    options: string[];
    /** Cents, as Liquid gives them. */
    price: number;
    compare_at_price: number | null;
    available: boolean;
  }[];
}

export interface SampleCustomer {
  id: number;
  email: string;
  first_name: string;
  metafields: { autoship: { api_token: { value: string } | null } };
}

/** The objects Shopify gives a page's Liquid, as the section reads them. */
export interface ShopifyObjects {
  customer: SampleCustomer | null;
  request: { design_mode: boolean; locale: { iso_code: string } };
  routes: { account_login_url: string; root_url: string };
  shop: { name: string; money_format: string; permanent_domain: string };
  localization: { country: { iso_code: string } };
  section: { id: string; settings: Record<string, unknown> };
  /** The page's template: `page.autoship-manage` has the suffix `autoship-manage`. */
  template: { name: string; suffix: string | null };
  /** The store's page being shown (`/pages/<handle>`). */
  page: { handle: string; title: string };
  /**
   * The theme's own settings (config/settings_schema.json's, beside the app's group), as far as
   * the section reads them: which theme's look the app takes. Default: Dawn's.
   */
  themeSettings: Record<string, unknown>;
}

/** Dawn's settings the section tells it by (fixtures/themes/dawn-15.4.1/look/settings.json). */
export const DAWN_SETTINGS = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../fixtures/themes/dawn-15.4.1/look/settings.json'),
    'utf8',
  ),
) as Record<string, unknown>;

/** The section's settings as a store leaves them (the schema's defaults), with `overrides`. */
export function sectionSettings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    color_scheme: 'scheme-1',
    api_origin: null,
    credential_mode: 'token',
    region: 'us',
    shop_code: 'US01',
    payment_hosts: null,
    pod_products: [],
    gift_products: [],
    device_products: [],
    build_plan_link: null,
    freight_fee_cents: 0,
    slide_discount_tiers: null,
    interval_options: '30, 45, 60',
    global_store: false,
    allowed_countries: 'US, CA',
    analytics_customer_data: false,
    hide_footer_top: false,
    ...overrides,
  };
}

/** A product as a product picker gives it: two variants (packs), one option, two images. */
export function sampleProduct(id: number, overrides: Partial<SampleProduct> = {}): SampleProduct {
  const image = (name: string) => ({ src: `//cdn.example/s/files/1/products/${name}.png?v=1` });
  return {
    id,
    handle: `pods-${id}`,
    title: `Pods ${id} (Autoship)`,
    available: true,
    featured_image: image(`pods-${id}`),
    images: [image(`pods-${id}`), image(`pods-${id}-box`)],
    options_with_values: [{ name: 'Pack', position: 1, values: ['2 pods', '4 pods'] }],
    variants: [
      {
        id: id * 10 + 1,
        title: '2 pods',
        option1: '2 pods',
        option2: null,
        option3: null,
        options: ['2 pods'],
        price: 1299,
        compare_at_price: 1599,
        available: true,
      },
      {
        id: id * 10 + 2,
        title: '4 pods',
        option1: '4 pods',
        option2: null,
        option3: null,
        options: ['4 pods'],
        price: 2399,
        compare_at_price: null,
        available: false,
      },
    ],
    ...overrides,
  };
}

export function signedInCustomer(overrides: Partial<SampleCustomer> = {}): SampleCustomer {
  return {
    id: 7001,
    email: 'shopper@example.com',
    first_name: 'Ada',
    metafields: { autoship: { api_token: { value: 'token-7001' } } },
    ...overrides,
  };
}

export function shopifyObjects(overrides: Partial<ShopifyObjects> = {}): ShopifyObjects {
  return {
    customer: signedInCustomer(),
    request: { design_mode: false, locale: { iso_code: 'en' } },
    routes: { account_login_url: '/account/login', root_url: '/' },
    shop: {
      name: 'Autoship Demo Store',
      money_format: '${{amount}}',
      permanent_domain: 'autoship-demo.myshopify.com',
    },
    localization: { country: { iso_code: 'US' } },
    section: { id: 'template--1__main', settings: sectionSettings() },
    template: { name: 'page', suffix: 'autoship-manage' },
    page: { handle: 'autoship-manage', title: 'Autoship' },
    themeSettings: DAWN_SETTINGS,
    ...overrides,
  };
}

/** The folders a built theme (`npm run build:theme`'s dist-theme/) keeps its Liquid in. */
export function builtThemeRoots(themeDir: string): string[] {
  return [resolve(themeDir, 'sections'), resolve(themeDir, 'snippets')];
}

/** The theme settings group the install adds to config/settings_schema.json. */
export function themeSettingsGroup(): { name: string; settings: SchemaSetting[] } {
  return JSON.parse(readFileSync(resolve(THEME_SOURCES, 'autoship-settings.json'), 'utf8')) as {
    name: string;
    settings: SchemaSetting[];
  };
}

/**
 * Liquid's `settings` (the theme's): a test gives every value a store enters in one object, the
 * section's settings; the store-wide ones are theme settings, `autoship_<key>` in the group
 * (Theme settings → Autoship), each its default where the test gives none.
 */
function themeSettings(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    themeSettingsGroup().settings.flatMap((setting) => {
      if (!setting.id) return [];
      const key = setting.id.replace(/^autoship_/, '');
      return [[setting.id, key in values ? values[key] : (setting.default ?? null)]];
    }),
  );
}

/**
 * The section's settings as Shopify gives them: those its schema declares (an installed section
 * may hold fewer than the build's: no colour scheme in a theme without colour schemes).
 */
function declaredSettings(roots: string[], settings: Record<string, unknown>) {
  const file = roots.map((root) => resolve(root, 'autoship-app.liquid')).find(existsSync);
  if (!file) return settings;
  const ids = new Set(sectionSchema(readFileSync(file, 'utf8')).settings.map((item) => item.id));
  return Object.fromEntries(Object.entries(settings).filter(([id]) => ids.has(id)));
}

function shopifyEngine(objects: ShopifyObjects, assetBase: string, roots: string[]): Liquid {
  // Globals: in Shopify a snippet sees these objects too, not only what `render` passes it.
  const { themeSettings: theme, ...globals } = objects;
  const section = {
    ...objects.section,
    settings: declaredSettings(roots, objects.section.settings),
  };
  const engine = new Liquid({
    root: roots,
    extname: '.liquid',
    strictFilters: true,
    globals: {
      ...globals,
      section,
      settings: { ...theme, ...themeSettings(objects.section.settings) },
    },
  });
  engine.registerFilter('json', shopifyJson);
  engine.registerFilter('money', shopifyMoney(objects.shop.money_format));
  // The theme's locales sit beside its snippets (the last root).
  const localesDir = resolve(roots.at(-1) ?? THEME_SOURCES, '..', 'locales');
  engine.registerFilter('t', shopifyTranslate(localesDir, objects.request.locale.iso_code));
  engine.registerFilter('asset_url', (file: string) => `${assetBase}${file}${ASSET_VERSION}`);
  // An image object's CDN address at a width (Shopify: `…/files/x.jpg?v=1&width=600`).
  engine.registerFilter('image_url', (image: SampleImage, ...args: unknown[]) => {
    const width = args.find(
      (arg): arg is [string, number] => Array.isArray(arg) && arg[0] === 'width',
    )?.[1];
    return `${image.src}${image.src.includes('?') ? '&' : '?'}width=${width}`;
  });
  // Shopify: `<link href="…" as="style" rel="preload">` (and an early hint for the file).
  engine.registerFilter('preload_tag', (url: string, ...args: unknown[]) => {
    const as = args.find((arg): arg is [string, string] => Array.isArray(arg) && arg[0] === 'as');
    return `<link href="${url}" as="${as?.[1]}" rel="preload">`;
  });
  engine.registerFilter(
    'stylesheet_tag',
    (url: string) => `<link href="${url}" rel="stylesheet" type="text/css" media="all" />`,
  );
  engine.registerTag('schema', {
    parse(_token: TagToken, remainTokens: TopLevelToken[]) {
      // Everything up to {% endschema %} is the section's settings, not page output.
      for (let token = remainTokens.shift(); token; token = remainTokens.shift()) {
        if ('name' in token && token.name === 'endschema') return;
      }
      throw new Error('{% schema %} without {% endschema %}');
    },
    *render() {
      // Nothing: Shopify reads the schema, the page never shows it.
    },
  });
  return engine;
}

/**
 * The section's HTML for these objects; assets at `assetBase` (default: a CDN path). `roots`:
 * where its Liquid is, the sources (scripts/theme/) and the snippets the build writes there
 * (`writeGeneratedSnippets`), or a built theme's folders (`builtThemeRoots`); its `t` reads the
 * `locales/` folder beside the last of them.
 */
export function renderSection(
  objects: ShopifyObjects,
  assetBase = '//cdn.example/cdn/shop/t/1/assets/',
  roots: string[] = [THEME_SOURCES, GENERATED_SNIPPETS],
): Promise<string> {
  return shopifyEngine(objects, assetBase, roots).renderFile('autoship-app');
}

interface SchemaSetting {
  id?: string;
  type: string;
  default?: unknown;
}

/** The `{% schema %}` JSON of the section. */
export function sectionSchema(source: string): { settings: SchemaSetting[] } {
  const match = /\{% schema %\}([\s\S]*?)\{% endschema %\}/.exec(source);
  if (!match?.[1]) throw new Error('the section has no schema');
  return JSON.parse(match[1]) as { settings: SchemaSetting[] };
}
