import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { SKELETON_REMOVAL_DELAY_MS } from '#src/domain/business-constants.ts';
import { msSinceNavigationStart } from './navigation-clock.ts';
import { SkeletonLines } from './skeleton-lines.tsx';

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
    // (often rendered already, hidden) shows the moment the spec's 500 ms are over (issue 12).
    const timer = setTimeout(
      () => flushSync(() => setVisible(false)),
      delayMs - msSinceNavigationStart(),
    );
    return () => clearTimeout(timer);
  }, [delayMs, visible]);
  return visible;
}

export interface SkeletonProps {
  /** Shown once the placeholder has been removed. */
  children?: ReactNode;
  lines?: number;
  label?: string;
  delayMs?: number;
  className?: string;
}

/**
 * Spec section 2 "a skeleton placeholder removed after a delay": shows grey bars until `delayMs`
 * (500 ms) after the navigation started, then removes them from the DOM and renders `children`.
 */
export function Skeleton({
  children,
  lines,
  label,
  delayMs = SKELETON_REMOVAL_DELAY_MS,
  className,
}: SkeletonProps) {
  const visible = useSkeletonVisible(delayMs);
  if (visible) return <SkeletonLines lines={lines} label={label} className={className} />;
  return <>{children}</>;
}
