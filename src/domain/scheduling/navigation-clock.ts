/**
 * The spec's 500 ms skeleton (section 9) counts from navigation start, not mount, so code download
 * counts too. 0 is the document's own; the router marks in-app navigations.
 */
let navigationStartedAt = 0;

export function markNavigationStart(at: number = performance.now()): void {
  navigationStartedAt = at;
}

export function msSinceNavigationStart(): number {
  return performance.now() - navigationStartedAt;
}
