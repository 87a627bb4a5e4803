import { describe, expect, it, vi } from 'vitest';
import checkJsBudget from '#scripts/bench/check-js-budget.ts';
import { BUDGETS } from '#scripts/bench/budgets.ts';

describe('npm run check:js-budget', () => {
  it('fails a build whose routes are over the initial JS budget, and names them', async () => {
    // The mock build (built by this project's global setup) carries MSW and the mock backend,
    // about 58 KB gzip more than production on every route: over the production budget.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const status = await checkJsBudget(['--dir', 'dist-mock']);

    expect(status).toBe(1);
    const lines = log.mock.calls.map((call) => String(call[0]));
    const manage = lines.find((line) => line.includes('/pages/autoship-manage'));
    expect(manage).toContain('OVER BUDGET');
    expect(Number(/([\d.]+) KB gz/.exec(manage ?? '')?.[1])).toBeGreaterThan(
      BUDGETS.maxInitialJsGzipKb,
    );
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(
      /route\(s\) over the initial JS budget: .*\/pages\/autoship-manage/,
    );
    // The theme build a store serves (built by the global setup) is measured too, in its host
    // page: each route's figure is printed, a production-sized one within the alarm's ceiling.
    const theme = lines.filter((line) => line.includes(' (theme) '));
    expect(theme).toHaveLength(5);
    for (const line of theme) {
      const kb = Number(/([\d.]+) KB gz/.exec(line)?.[1]);
      expect(kb).toBeGreaterThan(50);
      expect(kb).toBeLessThanOrEqual(BUDGETS.maxInitialJsGzipKb);
    }
  }, 240_000);
});
