import type { Mutation as QueryMutation } from '@tanstack/react-query';

type MutationClass = typeof QueryMutation;

let RealMutation: MutationClass | null = null;

export function provideMutationClass(real: MutationClass): void {
  RealMutation = real;
}

/**
 * TanStack Query's MutationCache imports this (scripts/vite-late-mutation.ts), so the real class
 * loads later with mutation-runner.ts, not in every route's main chunk (decision 010).
 * @public imported through that plugin, which knip cannot see
 */
export function Mutation(
  config: ConstructorParameters<MutationClass>[0],
): InstanceType<MutationClass> {
  if (!RealMutation) throw new Error('A mutation ran before mutation-runner.ts loaded');
  return new RealMutation(config);
}
