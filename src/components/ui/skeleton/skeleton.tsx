import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { SKELETON_REMOVAL_DELAY_MS } from '#src/domain/business-constants.ts';
import { msSinceNavigationStart } from '#src/domain/scheduling/navigation-clock.ts';

/**
 * Counts from navigation start (navigation-clock.ts), not mount: code that took 400 ms to download
 * leaves 100 ms of skeleton.
 */
export function useSkeletonVisible(delayMs: number = SKELETON_REMOVAL_DELAY_MS): boolean {
  const [visible, setVisible] = useState(() => msSinceNavigationStart() < delayMs);
  useEffect(() => {
    if (!visible) return;
    // flushSync in the timer's own task: the content shows the moment the 500 ms are over.
    const timer = setTimeout(
      () => flushSync(() => setVisible(false)),
      delayMs - msSinceNavigationStart(),
    );
    return () => clearTimeout(timer);
  }, [delayMs, visible]);
  return visible;
}
