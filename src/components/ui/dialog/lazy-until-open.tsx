import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

/**
 * A dialog whose whole code loads when the page is first idle, then stays mounted so closing it
 * returns focus as usual. `load` is a `loadOnce`: a failed download is retried at the opening.
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
