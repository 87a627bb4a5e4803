/**
 * When the current page's navigation started, on the `performance.now()` clock. The spec's
 * skeleton (section 9: removed after 500 ms) counts from here rather than from the moment a page
 * component mounts, so time spent downloading the page's code counts too and the placeholder
 * never holds back data that has already arrived.
 *
 * 0 is the document's own navigation (performance's time origin); the app's router marks every
 * in-app navigation (src/app/router.tsx).
 */
let navigationStartedAt = 0;

export function markNavigationStart(at: number = performance.now()): void {
  navigationStartedAt = at;
}

export function msSinceNavigationStart(): number {
  return performance.now() - navigationStartedAt;
}
