import { describe, expect, it } from 'vitest';
import { isWholeRun, resultsFileName } from '#scripts/bench/whole-run.ts';

describe('the bench’s committed results', () => {
  it('are written by a whole run only: any narrowing flag writes partial.json', () => {
    expect(resultsFileName([])).toBe('latest.json');
    for (const argv of [
      ['--route', '/review'],
      ['--runs', '1'],
      ['--no-lighthouse'],
      ['--no-content'],
      ['--no-prerender-products'],
    ]) {
      expect(isWholeRun(argv), argv.join(' ')).toBe(false);
      expect(resultsFileName(argv)).toBe('partial.json');
    }
  });
});
