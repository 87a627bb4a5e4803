import { voucherToken } from '#src/domain/identity/voucher-token.ts';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';
import {
  asApiBase,
  asBoolean,
  asHost,
  asIds,
  asLoginUrl,
  asNullableString,
  asNumber,
  asNumbers,
  asOrigin,
  asRecord,
  asSitePath,
  asString,
  asStrings,
  definedFields,
  readJsonBlock,
  type JsonRecord,
} from './store-context-json.ts';

/**
 * The store context: what the host page (the store's theme) tells the app about the shopper and
 * the store. The theme renders it as JSON in `<script type="application/json"
 * id="autoship-store-context">`; anything it leaves out takes the development default below.
 * Spec section 6: customer id from a hidden field, region from the current store, login address
 * from a hidden field, a logged-in flag compared to '1'.
 */
export interface StoreContext {
  /** Customer id of the signed-in shopper; 0 when anonymous. */
  customerId: number;
  /** The theme's hidden logged-in flag ('1' in the page) as a boolean. */
  isLoggedIn: boolean;
  /** Authorization credential sent on every autoship call (`Authorization: Bearer …`). */
  authToken: string | null;
  /**
   * How the shopper's calls are vouched for (docs/theme-install.md): `token`, the customer's
   * `autoship.api_token` metafield as `authToken`; `app-proxy`, no token in the page, the store's
   * app proxy signs each same-origin call server-side.
   */
  credentialMode: CredentialMode;
  /** Customer e-mail, only sent in tracking when `analyticsCustomerData` is on. */
  customerEmail: string | null;
  /** The store's login address; the app appends `return_to`. */
  loginUrl: string;
  /** Current store region (query `region` on every call). */
  region: string;
  /** Shop code (POST body `shopCode`, tracking `shopCode`). */
  shopCode: string;
  /** Store domain (POST body `store`). */
  store: string;
  /** Language of the storefront (`webLanguage`). */
  webLanguage: string;
  /** Theme design mode: no request timeout, voucher token may come from local storage. */
  designMode: boolean;
  /** The store's money format, e.g. `${{amount}}`. */
  moneyFormat: string;
  /**
   * The products the plan builder offers (the theme decides; the spec does not list them): the
   * store's product ids for pods, for gifts and for devices. Each id is resolved to its handle
   * and then to the store's product JSON (spec section 7).
   */
  builderProducts: BuilderProductIds;
  /**
   * The builder's products as the theme knows them (Liquid renders them, in the shape of the
   * store's `/products/{handle}.js`): shown without a product call. A product of
   * `builderProducts` missing here is asked for (productInfo, then the store's product JSON).
   * Kept as the theme gave them and read by the pages that show products, so
   * the other pages' first download carries no product reader (givenStoreProducts).
   */
  products: unknown;
  /**
   * Hosts the payment hand-off may send the browser to (`host` or `host:port`, lower case, https
   * only). Empty: no payment URL is followed (only the mock's same-origin stand-in, in mock mode).
   */
  paymentHosts: string[];
  /** A global store limits purchases to `allowedPurchaseCountries`. */
  globalStore: boolean;
  /** The visitor's country (ISO 3166-1 alpha-2), when the store knows it. */
  visitorCountry: string | null;
  /** Send optional customer analytics data with tracking events. */
  analyticsCustomerData: boolean;
  /** Spec section 2: hide the pages' footer-top block (a theme that shows its own). */
  hideFooterTop: boolean;
  /**
   * The store's autoship configuration (spec sections 2, 4, 9). Each field left out takes the
   * domain's default (`src/domain/pricing/autoship-config.ts`); read it with `getAutoshipConfig()`
   * (`src/api/store-autoship-config.ts`).
   */
  autoship: StoreAutoshipSettings;
  /**
   * Origin of the autoship API (`https://api.example.com`); null: the build's
   * `VITE_API_BASE_URL`, else the page's own origin. Read once, when the client is created.
   */
  apiBaseUrl: string | null;
  /** Origin of the store serving `/products/{handle}.js`; null as for `apiBaseUrl`. */
  storeBaseUrl: string | null;
  /**
   * Where the theme serves each page, when it differs from the app's default path
   * (src/app/paths.ts): a Shopify page lives under `/pages/…`, and a store with several
   * languages prefixes it (`/fr/pages/autoship-manage`).
   */
  routes: Partial<Record<AppRouteName, string>>;
  /**
   * The voucher token (spec section 6): cookie `relx-voucher`, else `?token`, else (design mode
   * only) local storage; read once when the app starts, never from the theme's JSON. The spec does
   * not show its use and openapi.yaml has no field for it, so no call sends it yet (an unknown
   * field would be off the contract): it is kept here, the one place a later field reads it from.
   */
  voucherToken: string | null;
}

export type CredentialMode = 'token' | 'app-proxy';

/** The app's pages (spec section 2), by the names src/app/paths.ts gives them. */
export const APP_ROUTE_NAMES = ['manage', 'program', 'buildPlan', 'payment', 'review'] as const;
export type AppRouteName = (typeof APP_ROUTE_NAMES)[number];

/** One step of a quantity-based ("slide") discount: from `minQuantity` items, `rate` off (0–1). */
export interface SlideDiscountTier {
  minQuantity: number;
  rate: number;
}

/** The autoship configuration as the host page can write it in JSON (no functions). */
export interface StoreAutoshipSettings {
  /** Freight fee in cents, added to the subtotal of the price summary. Default 0. */
  freightFeeCents?: number;
  /** Slide discounts: the tiers of the rule; absent or empty means off (the default). */
  slideDiscountTiers?: SlideDiscountTier[] | null;
  /** Delivery interval choices in days; the first is the default. Default [30, 45, 60]. */
  intervalOptions?: number[];
  /** A global store sells only to visitors from these countries (ISO alpha-2). */
  allowedPurchaseCountries?: string[];
}

/** The plan builder's product ids, per kind. */
export interface BuilderProductIds {
  /** Refill pods: the shopper picks flavours (products) and packs (variants) and quantities. */
  pods: number[];
  /** The gift that comes with the plan. */
  gifts: number[];
  /** Devices, shown as gifts too. */
  devices: number[];
}

/** Development default: a signed-in US shopper of a US store. Documented in the README. */
export const DEFAULT_STORE_CONTEXT: StoreContext = {
  customerId: 7001,
  isLoggedIn: true,
  authToken: 'dev-token',
  credentialMode: 'token',
  customerEmail: 'shopper@example.com',
  loginUrl: '/account/login',
  region: 'us',
  shopCode: 'US01',
  store: 'autoship-demo.myshopify.com',
  webLanguage: 'en',
  designMode: false,
  moneyFormat: '${{amount}}',
  // The mock catalogue (fixtures/seed.json, mocks/data/catalogue.ts): eight pod flavours, two gifts
  // and one device.
  builderProducts: {
    pods: [7400001, 7400002, 7400003, 7400004, 7400005, 7400006, 7400007, 7400008],
    gifts: [7400009, 7400010],
    devices: [7400011],
  },
  // Development asks the mock store, whose scenarios change the products (out of stock …).
  products: [],
  // Fail closed: a store lists its payment provider's hosts; until then nothing is followed.
  paymentHosts: [],
  globalStore: false,
  visitorCountry: 'US',
  analyticsCustomerData: false,
  hideFooterTop: false,
  // Only read in a global store (`globalStore: true`); the scenario blocked-country uses BR.
  autoship: { allowedPurchaseCountries: ['US', 'CA', 'GB', 'DE', 'FR', 'AU'] },
  apiBaseUrl: null,
  storeBaseUrl: null,
  routes: {},
  voucherToken: null,
};

export const STORE_CONTEXT_ELEMENT_ID = 'autoship-store-context';

let current: StoreContext | null = null;

/** A store that clears its interval list keeps the default intervals: a plan needs one. */
function nonEmpty<T>(list: T[] | undefined): T[] | undefined {
  return list && list.length > 0 ? list : undefined;
}

function readAutoship(value: unknown): StoreAutoshipSettings | undefined {
  const raw = asRecord(value);
  if (!raw) return undefined;
  const tiers = Array.isArray(raw.slideDiscountTiers)
    ? raw.slideDiscountTiers.flatMap((tier) => {
        const entry = asRecord(tier);
        const minQuantity = asNumber(entry?.minQuantity);
        const rate = asNumber(entry?.rate);
        return minQuantity !== undefined && rate !== undefined ? [{ minQuantity, rate }] : [];
      })
    : undefined;
  return definedFields<StoreAutoshipSettings>({
    freightFeeCents: asNumber(raw.freightFeeCents),
    slideDiscountTiers: tiers,
    intervalOptions: nonEmpty(asNumbers(raw.intervalOptions)?.filter((days) => days > 0)),
    allowedPurchaseCountries: asStrings(raw.allowedPurchaseCountries)?.map((code) =>
      code.toUpperCase(),
    ),
  });
}

function readBuilderProducts(value: unknown): BuilderProductIds | undefined {
  const raw = asRecord(value);
  if (!raw) return undefined;
  return {
    pods: asIds(raw.pods) ?? [],
    gifts: asIds(raw.gifts) ?? [],
    devices: asIds(raw.devices) ?? [],
  };
}

function readRoutes(value: unknown): StoreContext['routes'] | undefined {
  const raw = asRecord(value);
  if (!raw) return undefined;
  return definedFields<StoreContext['routes']>(
    Object.fromEntries(APP_ROUTE_NAMES.map((name) => [name, asSitePath(raw[name])])),
  );
}

/**
 * The one reader of the theme's JSON (decision 004): each field in the app's type, or left out
 * (its default applies). The theme's snippet (`autoship-store-context.liquid`, written by
 * `npm run build:theme`) renders exactly these names.
 */
export function parseStoreContext(raw: JsonRecord): Partial<StoreContext> {
  const customerId = asNumber(raw.customerId);
  const country = asNullableString(raw.visitorCountry);
  return definedFields<StoreContext>({
    customerId: customerId !== undefined && customerId >= 0 ? Math.trunc(customerId) : undefined,
    isLoggedIn: asBoolean(raw.isLoggedIn),
    authToken: asNullableString(raw.authToken),
    credentialMode: raw.credentialMode === 'app-proxy' ? 'app-proxy' : undefined,
    customerEmail: asNullableString(raw.customerEmail),
    loginUrl: asLoginUrl(raw.loginUrl, pageOrigin()),
    region: asString(raw.region)?.toLowerCase(),
    shopCode: asString(raw.shopCode),
    store: asString(raw.store),
    webLanguage: asString(raw.webLanguage),
    designMode: asBoolean(raw.designMode),
    moneyFormat: asString(raw.moneyFormat),
    builderProducts: readBuilderProducts(raw.builderProducts),
    products: raw.products,
    paymentHosts: Array.isArray(raw.paymentHosts)
      ? raw.paymentHosts.map(asHost).filter((host) => host !== undefined)
      : undefined,
    globalStore: asBoolean(raw.globalStore),
    visitorCountry: country ? country.toUpperCase() : country,
    analyticsCustomerData: asBoolean(raw.analyticsCustomerData),
    hideFooterTop: asBoolean(raw.hideFooterTop),
    autoship: readAutoship(raw.autoship),
    apiBaseUrl: raw.apiBaseUrl === null ? null : asApiBase(raw.apiBaseUrl),
    storeBaseUrl: raw.storeBaseUrl === null ? null : asOrigin(raw.storeBaseUrl),
    routes: readRoutes(raw.routes),
  });
}

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

function readVoucherToken(designMode: boolean): string | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  return voucherToken({ cookie: document.cookie, search: location.search, designMode });
}

export function getStoreContext(): StoreContext {
  if (!current) {
    const raw = readJsonBlock(STORE_CONTEXT_ELEMENT_ID);
    const parsed = parseStoreContext(raw);
    const fromTheme = { ...DEFAULT_STORE_CONTEXT, ...parsed };
    current = { ...fromTheme, voucherToken: readVoucherToken(fromTheme.designMode) };
    // One report for the page, whatever was refused; the defaults are in force, nothing broke, so
    // the check waits for the page's first idle moment instead of riding its first download.
    if (typeof window !== 'undefined') {
      afterIdle(() => {
        void import('./store-context-refusals.ts').then((module) =>
          module.reportRefusedAddresses(raw, parsed, APP_ROUTE_NAMES),
        );
      });
    }
  }
  return current;
}

/** Overrides parts of the context (tests, and the mock layer's scenarios and session). */
export function setStoreContext(partial: Partial<StoreContext>): StoreContext {
  current = { ...getStoreContext(), ...partial };
  return current;
}

export function resetStoreContext(): void {
  current = null;
}
