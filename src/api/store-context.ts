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
import { reportRefusedAddresses } from './store-context-refusals.ts';

/**
 * The theme's JSON in `#autoship-store-context`; a field left out takes the default (spec section
 * 6).
 */
export interface StoreContext {
  /** 0 when anonymous. */
  customerId: number;
  isLoggedIn: boolean;
  authToken: string | null;
  /** `app-proxy`: no token in the page; the app proxy signs each call (docs/theme-install.md). */
  credentialMode: CredentialMode;
  /** Only sent in tracking when `analyticsCustomerData` is on. */
  customerEmail: string | null;
  loginUrl: string;
  region: string;
  shopCode: string;
  store: string;
  webLanguage: string;
  /** No request timeout; the voucher token may come from local storage. */
  designMode: boolean;
  moneyFormat: string;
  builderProducts: BuilderProductIds;
  /** Raw as the theme renders them, so pages showing no product carry no product reader. */
  products: unknown;
  /**
   * Set (ms since 1970) when `products` were taken at build time (a standalone build's
   * prerendered page): shown at once, then asked again once stale. Null: the theme's, current.
   */
  productsAsOf: number | null;
  /** `host[:port]`, https only. Empty: no payment URL is followed (fail closed). */
  paymentHosts: string[];
  /** Limits purchases to `allowedPurchaseCountries`. */
  globalStore: boolean;
  visitorCountry: string | null;
  analyticsCustomerData: boolean;
  /** Spec section 2: hide the pages' footer-top block (a theme that shows its own). */
  hideFooterTop: boolean;
  /** The program's name (Theme settings → Autoship); null: the catalogue's `common.programName`. */
  programName: string | null;
  /** The store's name, kept in the tab title after the page's; null outside a theme. */
  shopName: string | null;
  /** Spec sections 2, 4, 9; read with `getAutoshipConfig()`. */
  autoship: StoreAutoshipSettings;
  /** null: the build's `VITE_API_BASE_URL`, else the page's origin. */
  apiBaseUrl: string | null;
  storeBaseUrl: string | null;
  /** E.g. `/fr/pages/…`. */
  routes: Partial<Record<AppRouteName, string>>;
  /** Spec section 6; no call sends it yet (openapi.yaml has no field for it). */
  voucherToken: string | null;
}

export type CredentialMode = 'token' | 'app-proxy';

export const APP_ROUTE_NAMES = ['manage', 'program', 'buildPlan', 'payment', 'review'] as const;
export type AppRouteName = (typeof APP_ROUTE_NAMES)[number];

/** From `minQuantity` items, `rate` (0–1) off. */
export interface SlideDiscountTier {
  minQuantity: number;
  rate: number;
}

export interface StoreAutoshipSettings {
  /** Added to the price summary's subtotal. */
  freightFeeCents?: number;
  /** Absent or empty: off. */
  slideDiscountTiers?: SlideDiscountTier[] | null;
  /** The first is the default. */
  intervalOptions?: number[];
  allowedPurchaseCountries?: string[];
}

export interface BuilderProductIds {
  pods: number[];
  gifts: number[];
  devices: number[];
}

/** Development default, documented in the README. */
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
  builderProducts: {
    pods: [7400001, 7400002, 7400003, 7400004, 7400005, 7400006, 7400007, 7400008],
    gifts: [7400009, 7400010],
    devices: [7400011],
  },
  products: [],
  productsAsOf: null,
  paymentHosts: [],
  globalStore: false,
  visitorCountry: 'US',
  analyticsCustomerData: false,
  hideFooterTop: false,
  programName: null,
  shopName: null,
  // Only read in a global store; the blocked-country scenario uses BR.
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
 * The one reader of the theme's JSON (decision 004); names match `autoship-store-context.liquid`.
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
    productsAsOf: asNumber(raw.productsAsOf),
    paymentHosts: Array.isArray(raw.paymentHosts)
      ? raw.paymentHosts.map(asHost).filter((host) => host !== undefined)
      : undefined,
    globalStore: asBoolean(raw.globalStore),
    visitorCountry: country ? country.toUpperCase() : country,
    analyticsCustomerData: asBoolean(raw.analyticsCustomerData),
    hideFooterTop: asBoolean(raw.hideFooterTop),
    programName: asNullableString(raw.programName) || null,
    shopName: asNullableString(raw.shopName) || null,
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
    // Nothing broke (defaults apply), so the refusal report waits for idle; a page without the
    // theme's block has nothing to refuse and schedules nothing.
    if (typeof window !== 'undefined' && Object.keys(raw).length > 0) {
      afterIdle(() => reportRefusedAddresses(raw, parsed, APP_ROUTE_NAMES));
    }
  }
  return current;
}

/** Tests and the mock layer's scenarios. */
export function setStoreContext(partial: Partial<StoreContext>): StoreContext {
  current = { ...getStoreContext(), ...partial };
  return current;
}

export function resetStoreContext(): void {
  current = null;
}
