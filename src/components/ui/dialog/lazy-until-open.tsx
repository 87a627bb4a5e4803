import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

/**
 * A dialog whose whole code (its content and what its buttons do) downloads when the page is
 * first idle, not with the page's first paint: the page renders the returned component from the
 * start, closed, at no cost. It mounts the dialog once that code is there, or at its first opening
 * before (the dialog shows when the code arrives, as ui/dialog does for its own code), and keeps
 * it mounted, so closing it stays the dialog's own (focus goes back where it was). `load` should be
 * a `loadOnce`: a failed idle download is tried again at the opening; one that fails then is said
 * where the dialog would be, with Try again and Close (PartLoadBoundary), the page left as it was.
 */
export function lazyUntilOpen<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const lazyPart = retryableLazy(load);
  function LazyUntilOpen(props: Props) {
    const [mounted, setMounted] = useState(false);
    const open = isOpen(props);
    if (open && !mounted) setMounted(true);
    // Mounted closed once its code is there, as a dialog of the page would be from the start (its
    // own opening code then gets ready the same way, ui/dialog).
    useEffect(() => {
      let active = true;
      const cancel = afterIdle(() => {
        load().then(
          () => active && setMounted(true),
          () => undefined,
        );
      });
      return () => {
        active = false;
        cancel();
      };
    }, []);
    if (!mounted && !open) return null;
    return (
      <PartLoadBoundary onRetry={lazyPart.reset} onClose={props.onClose}>
        {() => (
          <Suspense fallback={null}>
            <lazyPart.Current {...props} />
          </Suspense>
        )}
      </PartLoadBoundary>
    );
  }
  return LazyUntilOpen;
}
