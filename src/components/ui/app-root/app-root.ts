/**
 * The app is a guest in the store's page: every global style applies only under APP_ROOT_CLASS
 * (its mount element and its <body> portals), so nothing restyles the host's page.
 */
export const APP_ROOT_CLASS = 'autoship-app';

/** `sections/autoship-app.liquid`. */
const APP_ROOT_ATTRIBUTE = 'data-autoship-root';

/** The theme's, else index.html's `#root`. */
export function appMountElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return (
    document.querySelector<HTMLElement>(`[${APP_ROOT_ATTRIBUTE}]`) ??
    document.getElementById('root')
  );
}

/** One the theme editor just rendered. */
export function appMountElementIn(section: Element): HTMLElement | null {
  return section.matches(`[${APP_ROOT_ATTRIBUTE}]`)
    ? (section as HTMLElement)
    : section.querySelector<HTMLElement>(`[${APP_ROOT_ATTRIBUTE}]`);
}

/**
 * In a theme, plus the section's `data-autoship-portal-class` (its colour scheme), which <body>
 * lacks.
 */
export function appPortalClass(): string {
  if (import.meta.env.VITE_ASSET_LAYOUT !== 'theme') return APP_ROOT_CLASS;
  const extra = appMountElement()?.dataset.autoshipPortalClass?.trim();
  return extra ? `${APP_ROOT_CLASS} ${extra}` : APP_ROOT_CLASS;
}

/**
 * A theme's layout puts its sections, the app's among them, in its `<main>`: the app's page is
 * then a part of that landmark, not a second one inside it.
 */
export function hostHasMain(): boolean {
  return appMountElement()?.parentElement?.closest('main') != null;
}
