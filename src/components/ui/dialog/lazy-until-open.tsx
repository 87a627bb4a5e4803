import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

/**
 * Loads at idle, then stays mounted so closing returns focus. A failed download is retried on
 * open, then said in place (PartLoadBoundary).
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
