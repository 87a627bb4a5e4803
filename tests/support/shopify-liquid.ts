/**
 * The theme's section rendered as Shopify would, with liquidjs (a Liquid engine for Node) and
 * sample Shopify objects. What liquidjs lacks is added as Shopify documents it:
 * - `json`: Shopify escapes <, > and & as \u003c, \u003e, \u0026 (liquidjs does not), and
 *   renders nil as null;
 * - `asset_url`: the theme's assets on the store's CDN (`assetBase` + file);
 * - `stylesheet_tag`: a `<link rel="stylesheet">`;
 * - `{% schema %}`: read by Shopify, never output.
 */
import { resolve } from 'node:path';
import { Liquid, type TagToken, type TopLevelToken } from 'liquidjs';

export const THEME_SOURCES = resolve(import.meta.dirname, '../../scripts/theme');

function shopifyJson(value: unknown): string {
  return (JSON.stringify(value ?? null) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
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
  shop: { money_format: string; permanent_domain: string };
  localization: { country: { iso_code: string } };
  section: { id: string; settings: Record<string, unknown> };
}

/** The section's settings as a store leaves them (the schema's defaults), with `overrides`. */
export function sectionSettings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    api_origin: null,
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
    shop: { money_format: '${{amount}}', permanent_domain: 'autoship-demo.myshopify.com' },
    localization: { country: { iso_code: 'US' } },
    section: { id: 'template--1__main', settings: sectionSettings() },
    ...overrides,
  };
}

function shopifyEngine(objects: ShopifyObjects, assetBase: string): Liquid {
  // Globals: in Shopify a snippet sees these objects too, not only what `render` passes it.
  const engine = new Liquid({
    root: [THEME_SOURCES],
    extname: '.liquid',
    strictFilters: true,
    globals: objects,
  });
  engine.registerFilter('json', shopifyJson);
  engine.registerFilter('asset_url', (file: string) => `${assetBase}${file}`);
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

/** The section's HTML for these objects; assets at `assetBase` (default: a CDN path). */
export function renderSection(
  objects: ShopifyObjects,
  assetBase = '//cdn.example/cdn/shop/t/1/assets/',
): Promise<string> {
  return shopifyEngine(objects, assetBase).renderFile('autoship-app');
}

/** The `{% schema %}` JSON of the section. */
export function sectionSchema(source: string): { settings: { id?: string; type: string }[] } {
  const match = /\{% schema %\}([\s\S]*?)\{% endschema %\}/.exec(source);
  if (!match?.[1]) throw new Error('the section has no schema');
  return JSON.parse(match[1]) as { settings: { id?: string; type: string }[] };
}
