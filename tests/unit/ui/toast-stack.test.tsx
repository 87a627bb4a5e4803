import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, dismissToast, showToast } from '#src/components/ui/toast/toast-store.ts';
import {
  TOAST_BASE_OFFSET_PX,
  TOAST_GAP_PX,
  TOAST_HEIGHT_PX,
  TOAST_MIN_WIDTH_PX,
  toastStackStyle,
} from '#src/components/ui/toast/toast-stack-style.ts';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';
import { JSDOM_DEFAULT_WIDTH, setViewportWidth } from './support/viewport.ts';

afterEach(() => {
  act(() => clearToasts());
  setViewportWidth(JSDOM_DEFAULT_WIDTH);
});

describe('toastStackStyle (spec section 9 geometry)', () => {
  it('uses the spec numbers', () => {
    expect([TOAST_BASE_OFFSET_PX, TOAST_HEIGHT_PX, TOAST_GAP_PX, TOAST_MIN_WIDTH_PX]).toEqual([
      20, 56, 10, 380,
    ]);
  });

  it('stacks alerts 20 px from the top, then every 56 + 10 px', () => {
    expect(toastStackStyle(0, 1280).top).toBe(20);
    expect(toastStackStyle(1, 1280).top).toBe(86);
    expect(toastStackStyle(2, 1280).top).toBe(152);
  });

  it('keeps every alert 56 px tall', () => {
    for (const index of [0, 1, 2]) expect(toastStackStyle(index, 375).height).toBe(56);
  });

  it('is at least 380 px wide from 576 px up', () => {
    for (const width of [576, 768, 1280]) {
      expect(toastStackStyle(0, width)).toEqual({ top: 20, height: 56, minWidth: 380 });
    }
  });

  it('is 70 % wide below 575.98 px, without the 380 px minimum', () => {
    for (const width of [320, 375, 575, 575.98]) {
      expect(toastStackStyle(0, width)).toEqual({ top: 20, height: 56, width: '70%' });
    }
  });
});

describe('<ToastViewport> stacking', () => {
  function renderThreeToasts() {
    render(<ToastViewport />);
    act(() => {
      showToast('First problem');
      showToast('Saved', { tone: 'success' });
      showToast('Heads up', { tone: 'info' });
    });
  }

  it('places 1, 2 and 3 alerts at 20, 86 and 152 px with a 380 px minimum width', () => {
    setViewportWidth(1280);
    renderThreeToasts();
    const [first, second, third] = [
      screen.getByText('First problem').parentElement,
      screen.getByText('Saved').parentElement,
      screen.getByText('Heads up').parentElement,
    ];
    expect(first).toHaveStyle({ top: '20px', height: '56px', minWidth: '380px' });
    expect(second).toHaveStyle({ top: '86px', minWidth: '380px' });
    expect(third).toHaveStyle({ top: '152px', minWidth: '380px' });
  });

  it('switches to 70 % width on a 375 px phone and back when the window grows', () => {
    setViewportWidth(375);
    renderThreeToasts();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveStyle({ width: '70%', top: '20px' });
    expect(alert.style.minWidth).toBe('');
    setViewportWidth(800);
    expect(alert).toHaveStyle({ minWidth: '380px' });
    expect(alert.style.width).toBe('');
  });

  it('moves alerts up when an earlier one goes away', () => {
    render(<ToastViewport />);
    let firstId = 0;
    act(() => {
      firstId = showToast('One');
      showToast('Two');
    });
    expect(screen.getByText('Two').parentElement).toHaveStyle({ top: '86px' });
    act(() => dismissToast(firstId));
    expect(screen.getByText('Two').parentElement).toHaveStyle({ top: '20px' });
  });

  it('gives errors role=alert and other tones role=status, with the message as text', () => {
    renderThreeToasts();
    expect(screen.getByRole('alert')).toHaveTextContent('First problem');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((element) => element.textContent)).toEqual(['Saved', 'Heads up']);
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'error');
  });
});
