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
   * (`src/api/autoship-config.ts`).
   */
  autoship: StoreAutoshipSettings;
}

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
  // Fail closed: a store lists its payment provider's hosts; until then nothing is followed.
  paymentHosts: [],
  globalStore: false,
  visitorCountry: 'US',
  analyticsCustomerData: false,
  hideFooterTop: false,
  // Only read in a global store (`globalStore: true`); the scenario blocked-country uses BR.
  autoship: { allowedPurchaseCountries: ['US', 'CA', 'GB', 'DE', 'FR', 'AU'] },
};

export const STORE_CONTEXT_ELEMENT_ID = 'autoship-store-context';

let current: StoreContext | null = null;

function readFromHostPage(): Partial<StoreContext> {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById(STORE_CONTEXT_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<StoreContext>) : {};
  } catch {
    return {};
  }
}

export function getStoreContext(): StoreContext {
  current ??= { ...DEFAULT_STORE_CONTEXT, ...readFromHostPage() };
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
