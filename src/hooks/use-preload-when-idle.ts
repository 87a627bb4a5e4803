import { useEffect } from 'react';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

/**
 * Downloads `load` (a `loadOnce` of code a click may need) when the page is first idle, so it is
 * there by the time the shopper acts, without competing with the page's first paint (afterIdle).
 * A failed download is left to the first real use, which tries again (loadOnce).
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => afterIdle(() => void load().catch(() => undefined)), [load]);
}
