/**
 * TanStack Query's suspense and error-boundary handling of a query (its suspense.js and
 * errorBoundaryUtils.js), in every route's main chunk because useQuery imports it, though it runs
 * only for a query with `suspense` or `throwOnError`, which the app has none of (eslint.config.js
 * bans the suspense hooks; a page shows its own error state, spec section 8). vite.config.ts points
 * @tanstack/react-query here instead: 0.2 KB gzip off every route (decision 043). A query that
 * asks for either fails at once, saying so, rather than silently not suspending or throwing.
 */
interface QueryOptionsSeen {
  suspense?: unknown;
  throwOnError?: unknown;
}

function leftOut(option: string): never {
  throw new Error(
    `Queries with ${option} are left out of this build (src/app/no-suspense-queries.ts)`,
  );
}

export function ensureSuspenseTimers(options: QueryOptionsSeen): void {
  if (options.suspense) leftOut('suspense');
}

export function ensurePreventErrorBoundaryRetry(options: QueryOptionsSeen): void {
  if (options.throwOnError) leftOut('throwOnError');
}

/** Without suspense and throwOnError: never suspends, never throws, no boundary to clear. */
export function shouldSuspend(): boolean {
  return false;
}

export function getHasError(): boolean {
  return false;
}

export function useClearResetErrorBoundary(): void {}

export function fetchOptimistic(): never {
  return leftOut('suspense');
}

export function defaultThrowOnError(): never {
  return leftOut('suspense');
}
