import type {
  MutationCache as QueryMutationCache,
  MutationCacheNotifyEvent,
  MutationFilters,
} from '@tanstack/react-query';

type MutationCacheClass = typeof QueryMutationCache;

let RealMutationCache: MutationCacheClass | null = null;

/** Called by mutation-runner.ts as it loads, before it can run a mutation. */
export function provideMutationCache(real: MutationCacheClass): void {
  RealMutationCache = real;
}

/**
 * The MutationCache every QueryClient creates (scripts/vite-late-mutation.ts points TanStack
 * Query's import here): until the first mutation it is empty, so it answers as an empty cache
 * does; the real cache (and its Mutation class) comes with mutation-runner.ts, loaded when the
 * page is idle or at the first mutation (decision 010), instead of in every route's main chunk.
 * Only a MutationObserver builds a mutation, and only mutation-runner.ts has one.
 * @public imported by TanStack Query's queryClient.js through that plugin, which knip cannot see
 */
export class MutationCache {
  #real: QueryMutationCache | null = null;

  #cache(): QueryMutationCache {
    if (this.#real) return this.#real;
    if (!RealMutationCache) throw new Error('A mutation ran before mutation-runner.ts loaded');
    this.#real = new RealMutationCache();
    return this.#real;
  }

  build(...args: Parameters<QueryMutationCache['build']>): ReturnType<QueryMutationCache['build']> {
    return this.#cache().build(...args);
  }

  notify(event: MutationCacheNotifyEvent): void {
    this.#real?.notify(event);
  }

  findAll(filters?: MutationFilters): ReturnType<QueryMutationCache['findAll']> {
    return this.#real?.findAll(filters) ?? [];
  }

  resumePausedMutations(): Promise<unknown> {
    return this.#real?.resumePausedMutations() ?? Promise.resolve();
  }

  clear(): void {
    this.#real?.clear();
  }
}
