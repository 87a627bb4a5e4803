// Mirrored in src/styles/tokens.css comments: CSS custom properties cannot be used in @media.

/** `data-device="desktop"` from here up (no back text). */
export const DESKTOP_MIN_WIDTH_PX = 768;
