import { appMountElement } from '#src/components/ui/app-root/app-root.ts';
import { toSameOriginPath } from '#src/domain/navigation/same-origin-path.ts';

/**
 * Spec section 2: the no-plan button goes to /pages/autoship-program "unless the button carries
 * its own link". The theme gives the button its own link as `data-build-plan-href` on the app's
 * mount element (`<div id="root" data-build-plan-href="/collections/autoship">`, or the theme
 * section's, whose `build_plan_link` setting writes it), the one element
 * of the host page this app owns.
 */
export const BUILD_PLAN_LINK_ATTRIBUTE = 'data-build-plan-href';

/**
 * Only a path on this store, through the app's one same-origin check (issue 11, defect 6): a
 * `javascript:` link, `//host`, `/\host` or `/.//host` must never become the button. A full
 * address on this origin is kept as its path. A link to another site is refused too: the
 * button builds a plan on this store (decision; the spec names no other site).
 */
export function readBuildPlanLink(): string | null {
  if (typeof document === 'undefined') return null;
  const value = appMountElement()?.getAttribute(BUILD_PLAN_LINK_ATTRIBUTE)?.trim();
  return toSameOriginPath(value, globalThis.location.origin);
}
