import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './animations.ts';

/** axe's serious and critical violations on the page once it is still, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
