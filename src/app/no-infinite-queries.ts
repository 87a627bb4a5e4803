/**
 * TanStack Query's paging behaviour, in every route's main chunk because its Query class imports
 * it, though it runs only for infinite queries, which the app has none of (eslint.config.js bans
 * them). vite.config.ts points query-core here instead: 0.5 KB gzip off every route (decision 010).
 */
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are left out of this build (src/app/no-infinite-queries.ts)');
}

/** Read only by infinite queries' observers, which the app never creates. */
export function hasNextPage(): boolean {
  return false;
}

export function hasPreviousPage(): boolean {
  return false;
}
