import { describe, expect, it } from 'vitest';
import { classify } from '#scripts/contract-diff/classify.ts';
import type { RedoclyChange } from '#scripts/contract-diff/redocly-changes.ts';

/**
 * `npm run contract:diff` lists a rule for every call (a bold-titled paragraph of openapi.yaml's
 * `info.description`) added, reworded or removed, by its title: Redocly reports only that the
 * description changed.
 */
function descriptionChange(before: string, after: string): RedoclyChange {
  return {
    path: '#/info',
    kind: 'modified',
    impact: 'patch',
    property: 'description',
    verdicts: [],
    base: { value: before },
    revision: { value: after },
  };
}

const noOperation = () => undefined;

describe('contract:diff and the rules for every call', () => {
  it('lists each titled paragraph added or reworded as breaking for backends, and a removed one for storefronts', () => {
    const before = [
      'The contract.',
      '**Envelope.** Every answer is an envelope.',
      '**Money** is in cents.',
      '**Old rule.** Gone tomorrow.',
    ].join('\n\n');
    const after = [
      'The contract, reworded (no title: not a rule).',
      '**Envelope.** Every answer is an envelope.',
      '**Money** is in cents,\n  always.',
      '**CORS.** Never a credentialed echo.',
    ].join('\n\n');
    const changes = classify([descriptionChange(before, after)], noOperation);
    expect(changes.map(({ id, what, impact }) => ({ id, what, impact }))).toEqual([
      {
        id: 'contract info.description Money',
        what: 'rule for every call reworded',
        impact: 'backends',
      },
      {
        id: 'contract info.description CORS',
        what: 'rule for every call added',
        impact: 'backends',
      },
      {
        id: 'contract info.description Old rule',
        what: 'rule for every call removed',
        impact: 'storefronts',
      },
    ]);
  });

  it('lists nothing when only the line breaks of a rule changed', () => {
    const rule = '**Time.** Every call answers within 60000 ms.';
    const changes = classify(
      [descriptionChange(rule, rule.replace(' within', '\n    within'))],
      noOperation,
    );
    expect(changes).toEqual([]);
  });
});
