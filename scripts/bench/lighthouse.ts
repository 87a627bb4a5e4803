import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumEnvironment } from '#scripts/browser-setup/chromium.ts';
import { forkBenchChild } from './child-process.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { onThreadTime, type Trace } from './thread-time.ts';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Total blocking time of the same load audited on each task's thread time (thread-time.ts). */
  tbtThreadMs: number;
  cls: number;
  speedIndexMs: number;
}

const FIGURES = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'tbtThreadMs',
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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const SETTINGS = { logLevel: 'error', onlyCategories: ['performance'] } as const satisfies Flags;

/** Lighthouse's audits of the load whose artifacts (trace included) are saved in `dir`. */
async function auditSaved(url: string, dir: string): Promise<Lhr> {
  const result = await lighthouse(url, { ...SETTINGS, auditMode: dir });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  return lhr;
}

const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * One Lighthouse run (mobile preset, simulated throttling, performance only) of `url`: one load,
 * audited as Lighthouse does, then again with its trace on thread time for the blocking time.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  try {
    await lighthouse(url, { ...SETTINGS, port, gatherMode: dir });
    const lhr = await auditSaved(url, dir);
    const tracePath = join(dir, 'defaultPass.trace.json');
    const trace = JSON.parse(await readFile(tracePath, 'utf8')) as Trace;
    await writeFile(tracePath, JSON.stringify(onThreadTime(trace)));
    const onThread = await auditSaved(url, dir);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit(lhr, 'first-contentful-paint'),
      lcpMs: audit(lhr, 'largest-contentful-paint'),
      tbtMs: audit(lhr, 'total-blocking-time'),
      tbtThreadMs: audit(onThread, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      speedIndexMs: audit(lhr, 'speed-index'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
