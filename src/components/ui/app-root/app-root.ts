/**
 * The app is a guest in the store's page: it owns one element (the theme section's mount element,
 * or `#root` of index.html) and what it portals into <body> (dialogs, the toast stack). Each of
 * those carries APP_ROOT_CLASS, and every style of src/styles/global.css and the design tokens
 * apply only under it, so nothing restyles the host's header, footer or body.
 */
export const APP_ROOT_CLASS = 'autoship-app';

/** Marks the theme section's mount element (`sections/autoship-app.liquid`). */
const APP_ROOT_ATTRIBUTE = 'data-autoship-root';

/** The element the app renders into: the theme's, else index.html's `#root`. */
export function appMountElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return (
    document.querySelector<HTMLElement>(`[${APP_ROOT_ATTRIBUTE}]`) ??
    document.getElementById('root')
  );
}
