/**
 * While a dialog is open, everything beside it in <body> (the app, other
 * dialogs beneath it) is `inert` (dialog.tsx). Elements that must stay live over a dialog (the
 * toast viewport) carry this attribute. A module of its own so the toast viewport, which every
 * page shows, does not bring the dialog's code into the main chunk.
 */
export const STAYS_LIVE_OVER_DIALOG = 'data-stays-live-over-dialog';
