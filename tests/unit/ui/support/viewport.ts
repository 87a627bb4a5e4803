import { act } from '@testing-library/react';

/** Resizes jsdom's window (it has no layout, so innerWidth is all there is) and notifies hooks. */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: width,
    });
    window.dispatchEvent(new Event('resize'));
  });
}

// jsdom's default, restored after tests that change it.
export const JSDOM_DEFAULT_WIDTH = 1024;
