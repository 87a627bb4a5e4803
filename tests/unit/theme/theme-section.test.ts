import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getStoreContext,
  resetStoreContext,
  STORE_CONTEXT_ELEMENT_ID,
} from '#src/api/store-context.ts';
import {
  renderSection,
  sectionSchema,
  sampleProduct,
  sectionSettings,
  shopifyObjects,
  signedInCustomer,
  THEME_SOURCES,
  writeGeneratedSnippets,
  themeSettingsGroup,
} from '#tests/support/shopify-liquid.ts';

const HOSTILE = '</script><script>window.x=1</script>';

/** Puts the rendered section in the page, as the theme would, and reads it as the app does. */
function mountSection(html: string) {
  document.body.innerHTML = html;
  resetStoreContext();
  return getStoreContext();
}

function contextJson(html: string): unknown {
  const block = new DOMParser()
    .parseFromString(html, 'text/html')
    .getElementById(STORE_CONTEXT_ELEMENT_ID);
  if (!block?.textContent) throw new Error('no store-context block');
  return JSON.parse(block.textContent);
}

// The section renders the snippet the build writes (the early plan call's bundled script).
beforeAll(writeGeneratedSnippets, 60_000);

afterEach(() => {
  document.body.innerHTML = '';
  resetStoreContext();
});

describe('the theme section (scripts/theme/autoship-app.liquid) rendered by Liquid', () => {
  it('a signed-in shopper: the JSON block is exactly what the app reads', async () => {
    const html = await renderSection(
      shopifyObjects({
        section: {
          id: 'main',
          settings: sectionSettings({
            api_origin: 'https://api.autoship.example',
            payment_hosts: 'secure.pay.example, pay2.example',
            pod_products: [sampleProduct(111), sampleProduct(112)],
            gift_products: [sampleProduct(211)],
            device_products: [sampleProduct(311)],
            freight_fee_cents: 499,
            slide_discount_tiers: '3:5, 6:10',
            interval_options: '30, 60',
            allowed_countries: 'us, ca',
            build_plan_link: '/collections/autoship',
            program_name: 'Subscribe & Save',
          }),
        },
      }),
    );
    expect(contextJson(html)).toEqual({
      customerId: 7001,
      isLoggedIn: true,
      credentialMode: 'token',
      authToken: 'token-7001',
      customerEmail: null,
      analyticsCustomerData: false,
      hideFooterTop: false,
      // Theme settings → Autoship → Program name, and the store's name for the tab title.
      programName: 'Subscribe & Save',
      shopName: 'Autoship Demo Store',
      loginUrl: '/account/login',
      moneyFormat: '${{amount}}',
      store: 'autoship-demo.myshopify.com',
      region: 'us',
      shopCode: 'US01',
      webLanguage: 'en',
      visitorCountry: 'US',
      designMode: false,
      globalStore: false,
      apiBaseUrl: 'https://api.autoship.example',
      paymentHosts: ['secure.pay.example', 'pay2.example'],
      builderProducts: { pods: [111, 112], gifts: [211], devices: [311] },
      // Exactly as rendered: tests/unit/theme/theme-products.test.ts.
      products: [
        expect.objectContaining({ id: 111 }),
        expect.objectContaining({ id: 112 }),
        expect.objectContaining({ id: 211 }),
        expect.objectContaining({ id: 311 }),
      ],
      autoship: {
        freightFeeCents: 499,
        intervalOptions: [30, 60],
        slideDiscountTiers: [
          { minQuantity: 3, rate: 0.05 },
          { minQuantity: 6, rate: 0.1 },
        ],
        allowedPurchaseCountries: ['US', 'CA'],
      },
      routes: {
        manage: '/pages/autoship-manage',
        program: '/pages/autoship-program',
        buildPlan: '/pages/buildplan',
        payment: '/pages/payment',
        review: '/pages/autoship-review',
      },
    });

    const context = mountSection(html);
    expect(context).toMatchObject({
      customerId: 7001,
      isLoggedIn: true,
      authToken: 'token-7001',
      apiBaseUrl: 'https://api.autoship.example',
      paymentHosts: ['secure.pay.example', 'pay2.example'],
      builderProducts: { pods: [111, 112], gifts: [211], devices: [311] },
      routes: { review: '/pages/autoship-review' },
    });
    expect(context.autoship.slideDiscountTiers).toEqual([
      { minQuantity: 3, rate: 0.05 },
      { minQuantity: 6, rate: 0.1 },
    ]);
    const root = document.querySelector('[data-autoship-root]');
    expect(root?.getAttribute('data-build-plan-href')).toBe('/collections/autoship');
  });

  it('the app loads as a module script and its CSS from the theme assets (asset_url)', async () => {
    const html = await renderSection(shopifyObjects(), 'https://cdn.example/s/files/t/9/assets/');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...page.querySelectorAll('script[src]')];
    expect(
      scripts.map((script) => [script.getAttribute('src'), script.getAttribute('type')]),
      // The entry by its hashed name without asset_url's version query: the app's chunks import
      // it by that very URL, so the browser runs it once.
    ).toEqual([['https://cdn.example/s/files/t/9/assets/autoship-app-test.js', 'module']]);
    expect(
      [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      // Hashed, without the version query: the address the app's chunks preload it by; then the
      // page's own (the account page's here), which the first screen uses.
    ).toEqual([
      'https://cdn.example/s/files/t/9/assets/autoship-app-test.css',
      'https://cdn.example/s/files/t/9/assets/autoship-autoship-manage-page-test.css',
    ]);
    // The schema is read by Shopify, never shown.
    expect(html).not.toContain('"settings"');
  });

  it('an anonymous visitor: customer 0, signed out, no credential, no e-mail', async () => {
    const context = mountSection(
      await renderSection(
        shopifyObjects({
          customer: null,
          section: { id: 'main', settings: sectionSettings({ analytics_customer_data: true }) },
        }),
      ),
    );
    expect(context).toMatchObject({
      customerId: 0,
      isLoggedIn: false,
      authToken: null,
      customerEmail: null,
      loginUrl: '/account/login',
    });
  });

  it('an app proxy behind the store: its path kept, no token in the page', async () => {
    const context = mountSection(
      await renderSection(
        shopifyObjects({
          section: {
            id: 'main',
            settings: sectionSettings({
              api_origin: '/apps/autoship',
              credential_mode: 'app-proxy',
            }),
          },
        }),
      ),
    );
    expect(context).toMatchObject({
      isLoggedIn: true,
      credentialMode: 'app-proxy',
      authToken: null,
      apiBaseUrl: `${location.origin}/apps/autoship`,
    });
  });

  it('not set up yet (no shop code): nothing live, a clear notice in the editor', async () => {
    const notSetUp = { id: 'main', settings: sectionSettings({ shop_code: null }) };
    const live = await renderSection(shopifyObjects({ section: notSetUp }));
    expect(live.trim()).toBe('');
    const objects = shopifyObjects({ section: notSetUp });
    const editor = await renderSection({
      ...objects,
      request: { ...objects.request, design_mode: true },
    });
    const page = new DOMParser().parseFromString(editor, 'text/html');
    expect(page.querySelector('h2')?.textContent).toBe('Autoship is not set up yet');
    expect(page.querySelector('[data-autoship-root], script')).toBeNull();
  });

  it('design mode reaches the app (no request timeout, voucher from storage)', async () => {
    const objects = shopifyObjects();
    const context = mountSection(
      await renderSection({ ...objects, request: { ...objects.request, design_mode: true } }),
    );
    expect(context.designMode).toBe(true);
  });

  it('a global store in another language: countries, visitor country and prefixed routes', async () => {
    const context = mountSection(
      await renderSection(
        shopifyObjects({
          routes: { account_login_url: '/de/account/login', root_url: '/de' },
          request: { design_mode: false, locale: { iso_code: 'de' } },
          localization: { country: { iso_code: 'DE' } },
          section: {
            id: 'main',
            settings: sectionSettings({
              global_store: true,
              allowed_countries: 'DE, AT',
              region: 'eu',
            }),
          },
        }),
      ),
    );
    expect(context).toMatchObject({
      globalStore: true,
      visitorCountry: 'DE',
      webLanguage: 'de',
      region: 'eu',
      loginUrl: '/de/account/login',
      autoship: { allowedPurchaseCountries: ['DE', 'AT'] },
      routes: { manage: '/de/pages/autoship-manage', review: '/de/pages/autoship-review' },
    });
  });

  it('a hostile customer e-mail, money format and setting cannot close the script element', async () => {
    const html = await renderSection(
      shopifyObjects({
        customer: signedInCustomer({ email: HOSTILE, first_name: HOSTILE }),
        shop: {
          name: HOSTILE,
          money_format: `${HOSTILE}\${{amount}}`,
          permanent_domain: 'x.myshopify.com',
        },
        section: {
          id: 'main',
          settings: sectionSettings({ analytics_customer_data: true, shop_code: HOSTILE }),
        },
      }),
    );
    expect(html).not.toContain('<script>window.x=1');
    const page = new DOMParser().parseFromString(html, 'text/html');
    // Only the section’s own four scripts: the store context and the texts (JSON blocks), the
    // early plan call and the module.
    expect(page.querySelectorAll('script')).toHaveLength(4);
    const context = mountSection(html);
    expect(context.customerEmail).toBe(HOSTILE);
    expect(context.shopCode).toBe(HOSTILE);
    expect((window as { x?: unknown }).x).toBeUndefined();
  });

  it('empty settings keep the app’s defaults and fail closed where that is safe', async () => {
    const context = mountSection(
      await renderSection(
        shopifyObjects({
          section: {
            id: 'main',
            settings: sectionSettings({ interval_options: null, allowed_countries: null }),
          },
        }),
      ),
    );
    expect(context.paymentHosts).toEqual([]);
    expect(context.apiBaseUrl).toBeNull();
    expect(context.autoship.slideDiscountTiers).toEqual([]);
    expect(context.autoship.intervalOptions).toBeUndefined();
  });

  it('hide_footer_top reaches the app as hideFooterTop, off by default', async () => {
    const hidden = await renderSection(
      shopifyObjects({
        section: { id: 'main', settings: sectionSettings({ hide_footer_top: true }) },
      }),
    );
    expect(mountSection(hidden).hideFooterTop).toBe(true);
    expect(mountSection(await renderSection(shopifyObjects())).hideFooterTop).toBe(false);
  });

  it('every label of the section and of the theme settings group is a t: key each language has', () => {
    const source = readFileSync(resolve(THEME_SOURCES, 'autoship-app.liquid'), 'utf8');
    const text = JSON.stringify([sectionSchema(source), themeSettingsGroup()]);
    const keys = [...text.matchAll(/"(t:[^"]+)"/g)].map((match) => (match[1] ?? '').slice(2));
    // Every text the editor shows is a key: no English label left in either schema.
    const labels = [...text.matchAll(/"(?:label|info|content|name)":"([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(labels.filter((label) => !label.startsWith('t:'))).toEqual([]);
    for (const file of ['en.default', 'de', 'fr', 'es']) {
      const locale = JSON.parse(
        readFileSync(resolve(THEME_SOURCES, 'locales', `${file}.schema.json`), 'utf8'),
      ) as Record<string, unknown>;
      const missing = keys.filter(
        (key) =>
          typeof key
            .split('.')
            .reduce<unknown>(
              (node, part) => (node as Record<string, unknown> | undefined)?.[part],
              locale,
            ) !== 'string',
      );
      expect(missing, file).toEqual([]);
    }
  });

  it('store-wide settings are the theme’s, entered once per store; the page’s stay the section’s', () => {
    const source = readFileSync(resolve(THEME_SOURCES, 'autoship-app.liquid'), 'utf8');
    const sectionIds = sectionSchema(source).settings.flatMap((setting) => setting.id ?? []);
    const group = themeSettingsGroup();
    const themeIds = group.settings.flatMap((setting) => setting.id ?? []);
    expect(group.name).toBe('t:settings_schema.autoship.name');
    expect(new Set([...sectionIds, ...themeIds]).size).toBe(sectionIds.length + themeIds.length);
    expect(sectionIds.sort()).toEqual(
      [
        'build_plan_link',
        'color_scheme',
        'device_products',
        'gift_products',
        'hide_footer_top',
        'pod_products',
      ].sort(),
    );
    expect(themeIds).toEqual(
      expect.arrayContaining([
        'autoship_api_origin',
        'autoship_shop_code',
        'autoship_payment_hosts',
        'autoship_freight_fee_cents',
        'autoship_slide_discount_tiers',
        'autoship_interval_options',
        'autoship_allowed_countries',
        'autoship_global_store',
        'autoship_page_manage',
        'autoship_page_review',
      ]),
    );
  });

  it('page handles are a setting: the routes the app links by', async () => {
    const objects = shopifyObjects();
    const html = await renderSection({
      ...objects,
      section: {
        ...objects.section,
        settings: sectionSettings({ page_manage: 'my-plan', page_review: 'check' }),
      },
      routes: { ...objects.routes, root_url: '/de' },
    });
    expect(mountSection(html).routes).toMatchObject({
      manage: '/de/pages/my-plan',
      review: '/de/pages/check',
      program: '/de/pages/autoship-program',
      buildPlan: '/de/pages/buildplan',
      payment: '/de/pages/payment',
    });
  });
});

describe('the voucher token (spec section 6)', () => {
  it('is read once at start: cookie, then ?token, then design-mode storage', async () => {
    const objects = shopifyObjects();
    const designMode = await renderSection({
      ...objects,
      request: { ...objects.request, design_mode: true },
    });
    localStorage.setItem('relx-voucher', JSON.stringify('from-storage'));
    expect(mountSection(designMode).voucherToken).toBe('from-storage');
    window.history.replaceState(null, '', '/pages/autoship-manage?token=from-query');
    expect(mountSection(designMode).voucherToken).toBe('from-query');
    document.cookie = 'relx-voucher=from-cookie; path=/';
    expect(mountSection(designMode).voucherToken).toBe('from-cookie');
    document.cookie = 'relx-voucher=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    window.history.replaceState(null, '', '/');
    // Outside design mode storage does not count.
    expect(mountSection(await renderSection(objects)).voucherToken).toBeNull();
    localStorage.clear();
  });
});
