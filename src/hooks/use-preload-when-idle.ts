import { useEffect } from 'react';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';

/** Code a click may need, downloaded once the first paint is done; a failure waits for the click. */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => afterIdle(() => void load().catch(() => undefined)), [load]);
}
