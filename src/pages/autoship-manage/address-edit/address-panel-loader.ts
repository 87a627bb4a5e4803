import type { QueryClient } from '@tanstack/react-query';
import { customerAddressesQueryOptions } from '#src/api/operations/query-customer-address.ts';
import { loadCountries } from '#src/domain/address/countries.ts';
import type * as AddressPanel from './address-edit-panel.tsx';

type AddressPanelModule = typeof AddressPanel;

let loaded: AddressPanelModule | null = null;
let loading: Promise<AddressPanelModule> | null = null;

/** The address panel's code (its own chunk); a failed download may be tried again. */
export function loadAddressPanel(): Promise<AddressPanelModule> {
  loading ??= import('./address-edit-panel.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The panel's module once downloaded, so the page can render it without a Suspense step. */
export function loadedAddressPanel(): AddressPanelModule | null {
  return loaded;
}

/**
 * Everything the address panel waits for before it shows the form — its code, the country data
 * and the saved addresses (the same query and options the panel uses) — so that opening it is
 * immediate. Safe to call often: each part is fetched once (the query only when stale). A failure
 * here is ignored: the panel asks again when it opens and shows the problem there.
 */
export function prefetchAddressPanel(queryClient: QueryClient): void {
  loadAddressPanel().catch(() => undefined);
  loadCountries().catch(() => undefined);
  void queryClient.prefetchQuery(customerAddressesQueryOptions());
}

/**
 * Runs `prefetchAddressPanel` when the browser is next idle, i.e. after the page has shown what
 * it loaded; answers a function that cancels it. Where there is no requestIdleCallback (Safari,
 * jsdom), nothing is scheduled: hovering or focusing the button prefetches instead.
 */
export function prefetchAddressPanelWhenIdle(queryClient: QueryClient): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(() => prefetchAddressPanel(queryClient), {
    timeout: 5000,
  });
  return () => window.cancelIdleCallback(handle);
}
