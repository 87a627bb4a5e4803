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

/** The theme section's mount element inside `section` (one the theme editor just rendered). */
export function appMountElementIn(section: Element): HTMLElement | null {
  return section.matches(`[${APP_ROOT_ATTRIBUTE}]`)
    ? (section as HTMLElement)
    : section.querySelector<HTMLElement>(`[${APP_ROOT_ATTRIBUTE}]`);
}

/**
 * The class names of an element the app portals into <body> (a dialog, the toast stack): its
 * root class, and in a store's theme those the section names in `data-autoship-portal-class`
 * (the guest look and the section's colour scheme), which <body> does not carry.
 */
export function appPortalClass(): string {
  // Only a theme's section names any (the other builds leave this out).
  if (import.meta.env.VITE_ASSET_LAYOUT !== 'theme') return APP_ROOT_CLASS;
  const extra = appMountElement()?.dataset.autoshipPortalClass?.trim();
  return extra ? `${APP_ROOT_CLASS} ${extra}` : APP_ROOT_CLASS;
}
