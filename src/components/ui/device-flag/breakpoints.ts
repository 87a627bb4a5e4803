/**
 * Viewport breakpoints, mirrored in the comments of `src/styles/tokens.css` (CSS custom
 * properties cannot be used inside @media, so the numbers live in both places). The alerts'
 * 575.98 px narrow breakpoint is a spec number: `ALERT_STACK` in src/domain/business-constants.ts.
 */

/** From this width up the layout is "desktop" (`data-device="desktop"`, no back text). */
export const DESKTOP_MIN_WIDTH_PX = 768;
