import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, showToast } from '#src/components/ui/toast/toast-store.ts';
import {
  TOAST_DURATION_DEFAULT_MS,
  TOAST_DURATION_LONG_MS,
  TOAST_DURATION_VALIDATION_MS,
} from '#src/domain/business-constants.ts';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  render(<ToastViewport />);
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toast durations (spec section 9)', () => {
  it.each([
    ['default alert', undefined, 3000],
    ['long alert', TOAST_DURATION_LONG_MS, 5000],
    ['validation toast', TOAST_DURATION_VALIDATION_MS, 6000],
  ])('a %s stays exactly %s… ms', (_name, durationMs, expected) => {
    act(() => {
      showToast('Message', durationMs === undefined ? {} : { durationMs });
    });
    expect(screen.getByRole('alert')).toHaveAttribute('data-duration-ms', String(expected));
    advance(expected - 1);
    expect(screen.getByRole('alert')).toHaveTextContent('Message');
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses 3000 ms when no duration is given', () => {
    expect(TOAST_DURATION_DEFAULT_MS).toBe(3000);
  });

  it('times each alert on its own', () => {
    act(() => {
      showToast('Short');
      showToast('Long', { durationMs: TOAST_DURATION_VALIDATION_MS });
    });
    advance(3000);
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.getByText('Long').parentElement).toHaveStyle({ top: '20px' });
    advance(3000);
    expect(screen.queryByText('Long')).toBeNull();
  });

  it('can be dismissed early, and its timer does not fire later', () => {
    let id = 0;
    act(() => {
      id = showToast('Bye');
    });
    act(() => dismissToast(id));
    expect(screen.queryByText('Bye')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
