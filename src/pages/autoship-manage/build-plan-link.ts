/**
 * Spec section 2: the no-plan button goes to /pages/autoship-program "unless the button carries
 * its own link". The theme gives the button its own link as `data-build-plan-href` on the app's
 * mount element (`<div id="root" data-build-plan-href="/collections/autoship">`), the one element
 * of the host page this app owns.
 */
export const BUILD_PLAN_LINK_ATTRIBUTE = 'data-build-plan-href';

/** Only same-site paths and http(s) addresses: a `javascript:` link must never become a button. */
function isSafeLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function readBuildPlanLink(): string | null {
  if (typeof document === 'undefined') return null;
  const value = document.getElementById('root')?.getAttribute(BUILD_PLAN_LINK_ATTRIBUTE)?.trim();
  return value && isSafeLink(value) ? value : null;
}
