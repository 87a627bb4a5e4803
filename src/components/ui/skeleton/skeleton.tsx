import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { SKELETON_REMOVAL_DELAY_MS } from '#src/domain/business-constants.ts';
import { msSinceNavigationStart } from '#src/domain/scheduling/navigation-clock.ts';

/**
 * True until `delayMs` has passed since the page's navigation started (navigation-clock.ts), not
 * since the calling component mounted: a page whose code took 400 ms to download shows its
 * skeleton for the remaining 100 ms, and one mounted later than 500 ms shows its content at once.
 */
export function useSkeletonVisible(delayMs: number = SKELETON_REMOVAL_DELAY_MS): boolean {
  const [visible, setVisible] = useState(() => msSinceNavigationStart() < delayMs);
  useEffect(() => {
    if (!visible) return;
    // Rendered in the timer's own task (flushSync), not queued behind other work: the content
    // (often rendered already, hidden) shows the moment the spec's 500 ms are over.
    const timer = setTimeout(
      () => flushSync(() => setVisible(false)),
      delayMs - msSinceNavigationStart(),
    );
    return () => clearTimeout(timer);
  }, [delayMs, visible]);
  return visible;
}
