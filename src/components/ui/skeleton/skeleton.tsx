import { useEffect, useState, type ReactNode } from 'react';
import { SKELETON_REMOVAL_DELAY_MS } from '../../../domain/business-constants.ts';
import { SkeletonLines } from './skeleton-lines.tsx';

/** Spec section 9: the skeleton placeholder is removed after 500 ms. */
export { SKELETON_REMOVAL_DELAY_MS };

/** True until `delayMs` has passed since the calling component mounted. */
export function useSkeletonVisible(delayMs: number = SKELETON_REMOVAL_DELAY_MS): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
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
 * Spec section 2 "a skeleton placeholder removed after a delay": shows grey bars for
 * `delayMs` (500 ms) after mount, then removes them from the DOM and renders `children`.
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
