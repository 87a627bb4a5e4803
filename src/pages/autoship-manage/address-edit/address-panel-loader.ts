import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from '#src/domain/load-once.ts';
import { whenIdle } from '#src/domain/scheduling/after-idle.ts';
import { prefetchAddressFormData } from '#src/features/address-form/address-form-prefetch.ts';
import type * as AddressPanel from './address-edit-panel.tsx';

type AddressPanelModule = typeof AddressPanel;

let loaded: AddressPanelModule | null = null;

/** The address panel's code (its own chunk); a failed download may be tried again. */
export const loadAddressPanel: () => Promise<AddressPanelModule> = loadOnce(async () => {
  loaded = await import('./address-edit-panel.tsx');
  return loaded;
});

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
  prefetchAddressFormData(queryClient);
}

/** `prefetchAddressPanel` when the browser is next idle (see `whenIdle`); answers a cancel. */
export function prefetchAddressPanelWhenIdle(queryClient: QueryClient): () => void {
  return whenIdle(() => prefetchAddressPanel(queryClient));
}
