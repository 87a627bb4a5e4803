/**
 * The app has no infinite queries (eslint.config.js bans them), so vite.config.ts points
 * query-core's paging code here: 0.5 KB gzip off every route (decision 010).
 */
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are left out of this build (src/app/no-infinite-queries.ts)');
}

export function hasNextPage(): boolean {
  return false;
}

export function hasPreviousPage(): boolean {
  return false;
}
