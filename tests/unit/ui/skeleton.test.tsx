import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markNavigationStart } from '#src/domain/scheduling/navigation-clock.ts';
import { useSkeletonVisible } from '#src/components/ui/skeleton/skeleton.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { SKELETON_REMOVAL_DELAY_MS } from '#src/domain/business-constants.ts';

/** The page-level placeholder as the pages build it: the lines until the hook says they go. */
function Skeleton({
  children,
  lines,
  label,
}: {
  children?: ReactNode;
  lines?: number;
  label?: string;
}) {
  const visible = useSkeletonVisible();
  if (visible) return <SkeletonLines lines={lines} label={label} />;
  return <>{children}</>;
}

beforeEach(() => {
  vi.useFakeTimers();
  // The skeleton counts from the navigation's start: this test's navigation starts now.
  markNavigationStart();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSkeletonVisible, the page placeholder (spec section 9: removed after 500 ms)', () => {
  it('shows the placeholder, then removes it after 500 ms and shows the content', () => {
    expect(SKELETON_REMOVAL_DELAY_MS).toBe(500);
    render(
      <Skeleton lines={2} label="Loading plan">
        <p>Plan ready</p>
      </Skeleton>,
    );
    expect(screen.getByText('Loading plan')).toBeInTheDocument();
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Plan ready')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByText('Plan ready')).toBeInTheDocument();
  });

  it('counts the 500 ms from the navigation start, not from when it mounts', () => {
    // The page's code took 300 ms to arrive: the placeholder stays only the remaining 200 ms.
    vi.advanceTimersByTime(300);
    render(
      <Skeleton label="Loading plan">
        <p>Plan ready</p>
      </Skeleton>,
    );
    expect(screen.getByText('Loading plan')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByText('Plan ready')).toBeInTheDocument();
  });

  it('shows the content at once when mounted 500 ms or more after the navigation started', () => {
    vi.advanceTimersByTime(SKELETON_REMOVAL_DELAY_MS);
    render(
      <Skeleton label="Loading plan">
        <p>Plan ready</p>
      </Skeleton>,
    );
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByText('Plan ready')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when unmounted early', () => {
    const { unmount } = render(<Skeleton />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
