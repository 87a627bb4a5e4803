import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadOnce } from '#src/domain/load-once.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import type { DialogProps } from './dialog-props.ts';
import type { OpenDialog as OpenDialogComponent } from './open-dialog.tsx';

/**
 * What an open dialog does (focus trap, inert background, scroll lock, its styles) is a chunk of
 * its own: every page that can open one downloads it when the browser is first idle, not before
 * its first paint, and a dialog opened before that waits for it (decision 010).
 */
let loaded: typeof OpenDialogComponent | null = null;
// A failed download is tried again by the next opening (loadOnce).
const loadOpenDialog = loadOnce(
  async () => (loaded = (await import('./open-dialog.tsx')).OpenDialog),
);
const lazyOpenDialog = retryableLazy(loadOpenDialog);

/**
 * A modal dialog: labelled by its title, described by its body, focus kept inside while open
 * (Tab and Shift+Tab wrap), Escape closes, focus returns to the element that opened it, and the
 * page behind stops scrolling (modal-open state) until the last open dialog closes.
 */
export function Dialog(props: DialogProps) {
  usePreloadWhenIdle(loadOpenDialog);
  // An opening that had to wait for the code keeps that way of rendering until it closes: switching
  // to the direct one when the code arrives would mount the open dialog again (focus and what the
  // shopper is pressing lost).
  const [openedBeforeLoad, setOpenedBeforeLoad] = useState(false);
  if (!props.open) {
    if (openedBeforeLoad) setOpenedBeforeLoad(false);
    return null;
  }
  if (!loaded && !openedBeforeLoad) setOpenedBeforeLoad(true);
  // Already downloaded: rendered directly, without a Suspense frame.
  const OpenDialog = openedBeforeLoad ? null : loaded;
  return createPortal(
    OpenDialog ? (
      <OpenDialog {...props} />
    ) : (
      // Its code failed to download: said in place of the dialog, with Try again (and Close).
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
