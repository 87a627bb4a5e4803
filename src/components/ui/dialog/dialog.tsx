import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadOnce } from '#src/domain/load-once.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import type { DialogProps } from './dialog-props.ts';
import type { OpenDialog as OpenDialogComponent } from './open-dialog.tsx';

// Loaded at idle (decision 010).
let loaded: typeof OpenDialogComponent | null = null;
const loadOpenDialog = loadOnce(
  async () => (loaded = (await import('./open-dialog.tsx')).OpenDialog),
);
const lazyOpenDialog = retryableLazy(loadOpenDialog);

/** Spec section 4's modal: focus kept inside, Escape closes, the page behind stops scrolling. */
export function Dialog(props: DialogProps) {
  usePreloadWhenIdle(loadOpenDialog);
  // Switching to direct rendering mid-opening would remount the dialog and lose its focus.
  const [openedBeforeLoad, setOpenedBeforeLoad] = useState(false);
  if (!props.open) {
    if (openedBeforeLoad) setOpenedBeforeLoad(false);
    return null;
  }
  if (!loaded && !openedBeforeLoad) setOpenedBeforeLoad(true);
  const OpenDialog = openedBeforeLoad ? null : loaded;
  return createPortal(
    OpenDialog ? (
      <OpenDialog {...props} />
    ) : (
      // Its code failed to download: said in place, with Try again and Close.
      <PartLoadBoundary onRetry={lazyOpenDialog.reset} onClose={props.onClose}>
        {() => (
          <Suspense fallback={null}>
            <lazyOpenDialog.Current {...props} />
          </Suspense>
        )}
      </PartLoadBoundary>
    ),
    document.body,
  );
}
