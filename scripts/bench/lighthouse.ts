import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumEnvironment } from '#scripts/browser-setup/chromium.ts';
import { forkBenchChild } from './child-process.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

const FIGURES = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
] as const satisfies readonly (keyof LighthouseFigures)[];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** The median of each figure over several runs (each figure on its own). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const result = {} as LighthouseFigures;
  for (const name of FIGURES) result[name] = median(runs.map((run) => run[name]));
  return result;
}

export { median };

export interface LighthouseRunner {
  /** One Lighthouse run (mobile preset, simulated throttling, performance only). */
  run(url: string): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

/** One Lighthouse run (mobile preset, simulated throttling, performance only) of `url`. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
  };
}

/**
 * Lighthouse runs in a process of its own (lighthouse-child.mjs), against a Chromium this process
 * launches: it reads Chromium's whole trace as a page loads, and on the event loop of the bench's
 * servers that work held back the answers of the page's calls (their observed waits, which
 * Lighthouse's model carries into its figures).
 */
export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome: LaunchedChrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    envVars: chromiumEnvironment(),
  });
  const child = await forkBenchChild<{ url: string; port: number }, LighthouseFigures, true>(
    new URL('./lighthouse-child.mjs', import.meta.url),
  );
  return {
    run: (url) => child.ask({ url, port: chrome.port }),
    async close() {
      await child.close();
      chrome.kill();
    },
  };
}
