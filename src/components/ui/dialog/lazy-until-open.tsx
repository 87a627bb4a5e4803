import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

/**
 * A dialog whose whole code (its content and what its buttons do) downloads when the page is
 * first idle, not with the page's first paint: the page renders the returned component from the
 * start, closed, at no cost. It mounts the dialog once that code is there, or at its first opening
 * before (the dialog shows when the code arrives, as ui/dialog does for its own code), and keeps
 * it mounted, so closing it stays the dialog's own (focus goes back where it was). `load` should be
 * a `loadOnce`: a failed idle download is tried again at the opening; one that fails then is the
 * route's error boundary's to say (never a blank page).
 */
export function lazyUntilOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
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
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyUntilOpen;
}
