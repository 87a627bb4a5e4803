import { describe, expect, it } from 'vitest';
import { BUDGETS } from '#scripts/bench/budgets.ts';
import { contentRow, judgeContent, type ContentMeasure } from '#scripts/bench/content-report.ts';
import { judgeInitialJs } from '#scripts/bench/initial-js-verdict.ts';

const measure = (key: ContentMeasure['key'], live: number, copy: number): ContentMeasure => ({
  page: `/${key}`,
  key,
  live: { contentMs: live, lcpMs: live + 100 },
  staticCopy: { contentMs: copy, lcpMs: copy + 50 },
});

describe('the content-visible figure', () => {
  it('is the page content paint divided by the static copy, judged against the route goal', () => {
    const program = BUDGETS.maxContentRatioToStatic.program ?? NaN;
    expect(judgeContent(measure('program', 1300, 1000))).toEqual({
      page: '/program',
      ratio: 1.3,
      limit: program,
      ok: true,
    });
    expect(judgeContent(measure('program', 1400, 1000)).ok).toBe(false);
    // The account and review pages wait for the plan's answer, so their goal is wider than the
    // program page's.
    expect(judgeContent(measure('manage', 1500, 1000)).ok).toBe(true);
    expect(judgeContent(measure('review', 1600, 1000)).ok).toBe(true);
    expect(judgeContent(measure('review', 1650, 1000)).ok).toBe(false);
  });

  it('has no goal on a route the issue sets none for, and never passes a missing paint', () => {
    expect(judgeContent(measure('payment', 5000, 1000))).toMatchObject({ limit: null, ok: true });
    expect(judgeContent(measure('program', NaN, 1000)).ok).toBe(false);
  });

  it('prints the content ratio and its goal beside the LCP ratio', () => {
    expect(contentRow(measure('buildPlan', 2600, 2000))).toEqual([
      '/buildPlan',
      '2600',
      '2000',
      '1.30×',
      '≤ 1.3×',
      '2700',
      '2050',
      '1.32×',
    ]);
    expect(contentRow(measure('manage', 3400, 2000))[4]).toBe('≤ 1.6× MISSED');
    expect(contentRow(measure('payment', NaN, 2000)).slice(1, 5)).toEqual(['—', '2000', '—', '—']);
    expect(contentRow(measure('review', NaN, 2000))[4]).toBe('≤ 1.6× MISSED');
  });
});

describe('the initial JS alarm', () => {
  it('rings above 115 KB gzip a route, not at it', () => {
    const verdicts = judgeInitialJs([
      { route: '/a', initialJs: { raw: 0, gzip: 115 * 1024, brotli: 0 } },
      { route: '/b (theme)', initialJs: { raw: 0, gzip: 115 * 1024 + 52, brotli: 0 } },
    ]);
    expect(verdicts.map((verdict) => [verdict.route, verdict.ok, verdict.limitKb])).toEqual([
      ['/a', true, 115],
      ['/b (theme)', false, 115],
    ]);
  });
});
