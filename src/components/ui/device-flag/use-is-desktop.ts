import { DESKTOP_MIN_WIDTH_PX } from './breakpoints.ts';
import { useViewportWidth } from './use-viewport-width.ts';

/** True from `DESKTOP_MIN_WIDTH_PX` (768 px) up; re-renders when the viewport crosses it. */
export function useIsDesktop(): boolean {
  return useViewportWidth() >= DESKTOP_MIN_WIDTH_PX;
}
