import { useSyncExternalStore } from 'react';

/**
 * `innerWidth` includes the scrollbar, as media queries do, so this agrees with the stylesheets.
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
