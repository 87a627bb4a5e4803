import { Suspense, useState, type ComponentType } from 'react';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { loadOnce } from '#src/domain/load-once.ts';

/**
 * Code off the first paint, loaded at idle or when shown (decision 011); failures said in place.
 */
export interface RarePart<Props> {
  Component: ComponentType<Props>;
  preload: () => void;
}

export function rarePart<Props extends object>(
  importPart: () => Promise<ComponentType<Props>>,
  loadingLabel: () => string,
  loadingLines = 6,
): RarePart<Props> {
  let loaded: ComponentType<Props> | null = null;
  const load = loadOnce(async () => (loaded = await importPart()));
  const lazyPart = retryableLazy(load);
  function Part(props: Props) {
    // Already downloaded: rendered in this commit, so focus can move to it as to any part.
    // Decided once per mount: a later render that swapped the loading tree for the loaded part
    // would mount it afresh and lose what the shopper did in it (a plan re-read re-renders it).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <PartLoadBoundary onRetry={lazyPart.reset}>
        {() => (
          <Suspense fallback={<SkeletonLines lines={loadingLines} label={loadingLabel()} />}>
            <lazyPart.Current {...props} />
          </Suspense>
        )}
      </PartLoadBoundary>
    );
  }
  return { Component: Part, preload: () => void load().catch(() => undefined) };
}
