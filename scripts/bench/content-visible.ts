/**
 * When a page's own main content is painted (Element Timing, the `elementtiming` marks of
 * src/domain/content-marks.ts), under the throttling of Lighthouse's mobile preset applied by
 * Chromium itself (what Lighthouse's `devtools` throttling does: its request latency and
 * throughput, 4× CPU), with the page's largest contentful paint from the same load. LCP alone
 * misses what the shopper waits for: in the store's page it may pick the theme's footer.
 */
import type { Browser, Page } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { DEFAULT_APP_PATHS } from '#src/app/paths.ts';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';

/** Each route's mark (by its key in src/app/paths.ts). */
export const ROUTE_MARKS: Record<keyof typeof DEFAULT_APP_PATHS, string> = {
  manage: CONTENT_MARKS.planItems,
  program: CONTENT_MARKS.programCopy,
  buildPlan: CONTENT_MARKS.productGrid,
  payment: CONTENT_MARKS.paymentStatus,
  review: CONTENT_MARKS.planItems,
};

export interface VisibleFigures {
  /** ms after navigation start: the first paint of an element carrying the route's mark. */
  contentMs: number;
  /** ms after navigation start: the last largest-contentful-paint candidate once settled. */
  lcpMs: number;
}

const PROFILE = throttling.mobileSlow4G;
const KBPS_TO_BYTES_PER_S = 1024 / 8;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.requestLatencyMs,
    downloadThroughput: PROFILE.downloadThroughputKbps * KBPS_TO_BYTES_PER_S,
    uploadThroughput: PROFILE.uploadThroughputKbps * KBPS_TO_BYTES_PER_S,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier });
}

/** The console line a page's init script writes when a mark is first painted: this + the mark. */
const PAINTED = 'bench:painted ';

interface PaintLog {
  marks: Record<string, number>;
  lcp: number;
}

/** One load of `url` in a fresh context: when the element marked `mark` and LCP were painted. */
export async function contentVisible(
  browser: Browser,
  url: string,
  mark: string,
): Promise<VisibleFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((prefix) => {
      const log: PaintLog = { marks: {}, lcp: NaN };
      (window as unknown as { __paints: PaintLog }).__paints = log;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[]) {
          const timing = entry as PerformanceEntry & {
            identifier: string;
            renderTime: number;
            loadTime: number;
          };
          if (timing.identifier in log.marks) continue;
          log.marks[timing.identifier] = timing.renderTime || timing.loadTime;
          console.debug(prefix + timing.identifier);
        }
      }).observe({ type: 'element', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) log.lcp = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, PAINTED);
    await throttle(page);
    // The page says when its mark is painted; nothing of the bench's runs in it meanwhile.
    // Polling with waitForFunction ran Playwright's injected script (about 25 ms under 4× CPU,
    // then a poll every 100 ms) on the page's main thread while the app started, after its static
    // copy had already painted: the app's content figure came out about 80 ms later for it.
    const painted = page.waitForEvent('console', {
      predicate: (message) => message.text() === PAINTED + mark,
      timeout: 120_000,
    });
    painted.catch(() => undefined); // a failed navigation is the error to report
    await page.goto(url, { timeout: 120_000, waitUntil: 'commit' });
    await painted;
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const log = await page.evaluate(() => (window as unknown as { __paints: PaintLog }).__paints);
    return { contentMs: log.marks[mark] ?? NaN, lcpMs: log.lcp };
  } finally {
    await context.close();
  }
}

/** A page and its static copy, each loaded `runs` times (interleaved): the median of each figure. */
export async function contentAgainstStatic(
  browser: Browser,
  page: { live: string; staticCopy: string },
  mark: string,
  runs: number,
  afterEach: () => Promise<void>,
): Promise<{
  live: VisibleFigures;
  staticCopy: VisibleFigures;
  /** Each load's content-visible figure (ms), in the order loaded: the spread behind a median. */
  loads: { live: number[]; staticCopy: number[] };
}> {
  const live: VisibleFigures[] = [];
  const copy: VisibleFigures[] = [];
  // Interleaved, so a burst of load on the machine hits both alike.
  for (let run = 0; run < runs; run += 1) {
    live.push(await contentVisible(browser, page.live, mark));
    await afterEach();
    copy.push(await contentVisible(browser, page.staticCopy, mark));
    await afterEach();
  }
  return {
    live: medianVisible(live),
    staticCopy: medianVisible(copy),
    loads: { live: live.map((run) => run.contentMs), staticCopy: copy.map((run) => run.contentMs) },
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

function medianVisible(runs: readonly VisibleFigures[]): VisibleFigures {
  return {
    contentMs: median(runs.map((run) => run.contentMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  };
}
