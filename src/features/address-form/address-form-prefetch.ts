import type { QueryClient } from '@tanstack/react-query';
import { customerAddressesQueryOptions } from '#src/api/operations/query-customer-address.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import type * as AddressFormLoaderModule from './address-form-loader.tsx';

type LoaderModule = typeof AddressFormLoaderModule;

/**
 * The address form's code (its own chunk, with the postal-code patterns): pages load it when the
 * form opens, not with the page. A failed download may be tried again.
 */
export const loadAddressFormLoader: () => Promise<LoaderModule> = loadOnce(
  () => import('./address-form-loader.tsx'),
);

const loadCountryLoader = loadOnce(() => import('#src/domain/address/countries.ts'));

/**
 * So that opening the form is immediate. A failure is ignored: the form asks again when it opens
 * and says so there.
 */
export function prefetchAddressFormData(queryClient: QueryClient, savedAddresses = true): void {
  // The country loader's own code too: a page that has not opened the form has no use for it.
  loadCountryLoader()
    .then((countries) => countries.loadCountries())
    .catch(() => undefined);
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
