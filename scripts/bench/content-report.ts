/**
 * The content-visible figure's verdicts and table rows (pure, unit-tested): a page's own content
 * painted, as a ratio to a static copy of the same page, beside LCP's ratio.
 */
import { BUDGETS } from './budgets.ts';
import type { VisibleFigures } from './content-visible.ts';

export type RouteKey = keyof typeof BUDGETS.maxContentRatioToStatic;

export interface ContentMeasure {
  /** The page as printed: a route, or a theme page with " (theme)". */
  page: string;
  key: RouteKey;
  live: VisibleFigures;
  staticCopy: VisibleFigures;
  /** Each load's content-visible figure (ms), kept in the results beside the medians. */
  loads?: { live: number[]; staticCopy: number[] };
}

export interface ContentVerdict {
  page: string;
  ratio: number;
  /** The goal of docs/performance.md, where the route has one. */
  limit: number | null;
  ok: boolean;
}

const ratio = (live: number, staticCopy: number) => live / staticCopy;

export function judgeContent(measure: ContentMeasure): ContentVerdict {
  const value = ratio(measure.live.contentMs, measure.staticCopy.contentMs);
  const limit = BUDGETS.maxContentRatioToStatic[measure.key];
  return {
    page: measure.page,
    ratio: value,
    limit,
    ok: Number.isFinite(value) && (limit === null || value <= limit),
  };
}

export const CONTENT_HEADERS = [
  'page',
  'content visible',
  'static',
  'content ratio',
  'goal',
  'LCP',
  'static LCP',
  'LCP ratio',
];

/** One table row: the content's figures and ratio, its goal, then LCP's figures and ratio. */
export function contentRow(measure: ContentMeasure): string[] {
  const verdict = judgeContent(measure);
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '—');
  const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
  return [
    measure.page,
    ms(measure.live.contentMs),
    ms(measure.staticCopy.contentMs),
    times(verdict.ratio),
    verdict.limit === null ? '—' : `≤ ${verdict.limit}×${verdict.ok ? '' : ' MISSED'}`,
    ms(measure.live.lcpMs),
    ms(measure.staticCopy.lcpMs),
    times(ratio(measure.live.lcpMs, measure.staticCopy.lcpMs)),
  ];
}
