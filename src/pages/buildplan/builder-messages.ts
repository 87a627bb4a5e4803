import type { ContinueProblem, QuantityChange } from '#src/domain/plan/plan-builder.ts';
import { t, tPlural } from '#src/domain/i18n/translate.ts';

/** What the shopper reads when a quantity change is refused. */
export function quantityRefusalMessage(
  refusal: Extract<QuantityChange, { ok: false }>,
  itemName: string,
): string {
  switch (refusal.reason) {
    case 'unavailable':
      return t('builder.refused.unavailable', { item: itemName });
    case 'per-item-limit':
      return t('builder.refused.perItem', { limit: refusal.limit, item: itemName });
    case 'total-limit':
      return t('builder.refused.total', { limit: refusal.limit });
  }
}

export function continueProblemMessage(problem: ContinueProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('builder.continue.empty');
    case 'unavailable':
      return tPlural('builder.continue.unavailable', problem.titles.length, {
        titles: problem.titles.join(', '),
      });
    case 'total-limit':
      return t('builder.continue.total', { limit: problem.limit });
    case 'unknown-items':
      return t('builder.continue.unknown');
  }
}
