import { useSyncExternalStore } from 'react';

/**
 * The window's inner width, kept current on resize. `innerWidth` includes the scrollbar, as CSS
 * media queries do, so decisions made here agree with the stylesheets.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function getSnapshot(): number {
  return window.innerWidth;
}

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
