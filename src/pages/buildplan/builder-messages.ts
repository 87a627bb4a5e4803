import type { ContinueProblem, QuantityChange } from '#src/domain/plan/plan-builder.ts';

/** What the shopper reads when a quantity change is refused. */
export function quantityRefusalMessage(
  refusal: Extract<QuantityChange, { ok: false }>,
  itemName: string,
): string {
  switch (refusal.reason) {
    case 'unavailable':
      return `${itemName} is out of stock, so it cannot be added.`;
    case 'per-item-limit':
      return `You can have up to ${refusal.limit} of ${itemName} in one delivery.`;
    case 'total-limit':
      return `A plan holds up to ${refusal.limit} packs per delivery. Lower another item to add more.`;
  }
}

export function continueProblemMessage(problem: ContinueProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'Your plan is empty. Add at least one pack of pods to continue.';
    case 'unavailable':
      return `${problem.titles.join(', ')} ${problem.titles.length === 1 ? 'is' : 'are'} out of stock. Remove ${problem.titles.length === 1 ? 'it' : 'them'} to continue.`;
    case 'total-limit':
      return `A plan holds up to ${problem.limit} packs per delivery. Lower a quantity to continue.`;
    case 'unknown-items':
      return 'Some items of your plan could not be loaded. Remove them or try again later.';
  }
}
