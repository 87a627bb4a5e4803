import type { Mutation as QueryMutation } from '@tanstack/react-query';

type MutationClass = typeof QueryMutation;

let RealMutation: MutationClass | null = null;

/** Called by mutation-runner.ts as it loads, before it can run a mutation. */
export function provideMutationClass(real: MutationClass): void {
  RealMutation = real;
}

/**
 * The Mutation that TanStack Query's MutationCache creates (scripts/vite-late-mutation.ts points
 * its import here): the class itself comes with mutation-runner.ts, loaded when the page is idle
 * or at the first mutation (decision 010), instead of in every route's main chunk (0.7 KB gzip).
 * Only a MutationObserver creates one, and only mutation-runner.ts has one.
 * @public imported by TanStack Query's mutationCache.js through that plugin, which knip cannot see
 */
export function Mutation(
  config: ConstructorParameters<MutationClass>[0],
): InstanceType<MutationClass> {
  if (!RealMutation) throw new Error('A mutation ran before mutation-runner.ts loaded');
  return new RealMutation(config);
}
