import { ALERT_STACK } from '#src/domain/business-constants.ts';

// Spec section 9, read as: alert i (0-based) sits at 20 + i × (56 + 10) px from the top.
export const TOAST_BASE_OFFSET_PX = ALERT_STACK.baseOffsetPx;
export const TOAST_HEIGHT_PX = ALERT_STACK.perAlertPx;
export const TOAST_GAP_PX = ALERT_STACK.gapPx;
export const TOAST_MIN_WIDTH_PX = ALERT_STACK.minWidthPx;
const TOAST_NARROW_WIDTH = `${ALERT_STACK.narrowWidthPercent}%`;

export interface ToastStackStyle {
  top: number;
  /** Fixed, so the arithmetic holds whatever the message length. */
  height: number;
  /** From 576 px up. */
  minWidth?: number;
  /** Up to 575.98 px (380 px would not fit a 375 px phone). */
  width?: string;
}

export function toastStackStyle(index: number, viewportWidth: number): ToastStackStyle {
  const top = TOAST_BASE_OFFSET_PX + index * (TOAST_HEIGHT_PX + TOAST_GAP_PX);
  if (viewportWidth <= ALERT_STACK.narrowViewportPx) {
    return { top, height: TOAST_HEIGHT_PX, width: TOAST_NARROW_WIDTH };
  }
  return { top, height: TOAST_HEIGHT_PX, minWidth: TOAST_MIN_WIDTH_PX };
}
