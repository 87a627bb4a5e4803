import { Suspense, type ComponentType } from 'react';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { loadOnce } from '#src/domain/load-once.ts';

/**
 * A part rarely seen at opening (a notice, an empty state): its code stays off the first paint and
 * loads when the page is idle or the part is shown (decision 011); a failed download is said in
 * the part's place, with Try again (PartLoadBoundary).
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
    // Already downloaded (the idle preload): rendered in this very commit, so the page's focus
    // moves to it (the no-plan heading after a deletion) as it would to any part of the page.
    const Loaded = loaded;
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
