import { Suspense, useState } from 'react';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import type { AddressEditPanelProps } from './address-edit-panel.tsx';
import { loadAddressPanel, loadedAddressPanel } from './address-panel-loader.ts';
import { t } from '#src/domain/i18n/translate.ts';

// The form, its validation and the postal-code patterns are a chunk of their own, prefetched once
// the page is idle or the shopper points at 'Change address' (address-panel-loader.ts).
const lazyAddressEditPanel = retryableLazy(async () => (await loadAddressPanel()).AddressEditPanel);

/** The address panel where the plan was: at once when its chunk is here, else after a skeleton. */
export function AddressEditSlot(props: AddressEditPanelProps) {
  // Already downloaded (prefetched): render it directly, without a Suspense fallback frame.
  // Decided once per opening: swapping trees on a later render (the plan re-read) would mount the
  // panel afresh and lose what was typed.
  const [loaded] = useState(loadedAddressPanel);
  return loaded ? (
    <loaded.AddressEditPanel {...props} />
  ) : (
    <PartLoadBoundary onRetry={lazyAddressEditPanel.reset}>
      {() => (
        <Suspense fallback={<SkeletonLines lines={5} label={t('address.loadingForm')} />}>
          <lazyAddressEditPanel.Current {...props} />
        </Suspense>
      )}
    </PartLoadBoundary>
  );
}
