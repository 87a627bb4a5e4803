import type { QueryClient } from '@tanstack/react-query';
import { customerAddressesQueryOptions } from '#src/api/operations/query-customer-address.ts';
import { loadCountries } from '#src/domain/address/countries.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import { afterNextPaint } from '#src/domain/scheduling/after-idle.ts';
import type * as AddressFormLoaderModule from './address-form-loader.tsx';

type LoaderModule = typeof AddressFormLoaderModule;

/**
 * The address form's code (its own chunk, with the postal-code patterns): pages load it when the
 * form opens, not with the page. A failed download may be tried again.
 */
export const loadAddressFormLoader: () => Promise<LoaderModule> = loadOnce(
  () => import('./address-form-loader.tsx'),
);

/**
 * What the form waits for before it shows — the country data and the saved addresses (the same
 * query and options the form uses) — and, with `prefetchAddressForm`, the form's code (a page
 * with its own panel chunk loads that instead), so that opening it is immediate. Safe to call often: each part is fetched once (the query
 * only when stale). A failure here is ignored: the form asks again when it opens and shows the
 * problem there.
 */
export function prefetchAddressFormData(queryClient: QueryClient, savedAddresses = true): void {
  loadCountries().catch(() => undefined);
  // An anonymous visitor is not asked: the call would send them to login. Nor is a list that
  // failed already: the form asks again when it opens, and a prefetch on hover before that would
  // make it two more calls for one click (the second when the form's own query mounts on the
  // failed prefetch).
  const options = customerAddressesQueryOptions();
  if (savedAddresses && queryClient.getQueryState(options.queryKey)?.status !== 'error') {
    void queryClient.prefetchQuery(options);
  }
}

export function prefetchAddressForm(queryClient: QueryClient, savedAddresses: boolean): void {
  loadAddressFormLoader().catch(() => undefined);
  prefetchAddressFormData(queryClient, savedAddresses);
}

/**
 * Runs `prefetch` when the browser is next idle after the next paint, i.e. after the page has
 * shown what it loaded; answers a function that cancels it. Where there is no
 * requestIdleCallback (Safari, jsdom), nothing is scheduled: hovering or focusing the button
 * prefetches instead.
 */
export function whenIdle(prefetch: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  let cancelIdle: () => void = () => undefined;
  const cancelPaint = afterNextPaint(() => {
    const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    cancelIdle = () => window.cancelIdleCallback(handle);
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
