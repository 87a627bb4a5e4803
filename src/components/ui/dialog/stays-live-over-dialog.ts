/** What carries this attribute (the toasts) stays live while a dialog makes the page inert. */
export const STAYS_LIVE_OVER_DIALOG = 'data-stays-live-over-dialog';
