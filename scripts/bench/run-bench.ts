/**
 * `npm run bench`: builds production and mock, serves them (the mock backend over HTTP
 * behind the production preview), and measures for every route of src/app/paths.ts:
 * initial JS and CSS, the mock build's extra JS, Lighthouse (mobile preset, simulated throttling,
 * median of LIGHTHOUSE_RUNS) of production, of a static HTML copy rendered from production and of
 * the mock build; the theme build in its host page (scripts/bench/theme-pages.ts) against a static
 * copy of that host page; each page's own content painted, against the static copies, under
 * Lighthouse's mobile throttling in Chromium (content-visible.ts); then the manage page's plan
 * timing and interactions in unthrottled Chromium.
 * Prints a table and exits 1 when a budget of budgets.ts is broken. Its flags: USAGE below
 * (`npm run bench -- --help`).
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PATHS } from '#src/app/paths.ts';
import { BUDGETS, CONTENT_RUNS, INTERACTION_RUNS, LIGHTHOUSE_RUNS } from './budgets.ts';
import { startBackendProcess } from './backend-process.ts';
import { buildApp, type CompressedSize } from './build.ts';
import {
  initialResources,
  interactionTimings,
  launchBrowser,
  planTiming,
  staticCopy,
  type InteractionTimings,
  type PlanTiming,
} from './chromium.ts';
import {
  CONTENT_HEADERS,
  contentRow,
  judgeContent,
  type ContentMeasure,
} from './content-report.ts';
import { contentAgainstStatic, ROUTE_MARKS } from './content-visible.ts';
import { judgeInitialJs } from './initial-js-verdict.ts';
import { sizesOf } from './js-budget.ts';
import { median, medianFigures, startLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { STATIC_COPY_PREFIX, startBenchServers } from './servers.ts';
import { buildTheme, startThemeBench } from './theme-pages.ts';
import { isWholeRun, resultsFileName } from './whole-run.ts';

interface RouteResult {
  route: string;
  initialJs: CompressedSize;
  initialCss: CompressedSize;
  /** Mock build's initial JS minus production's (gzip/brotli of what only the mock build loads). */
  mockOnlyJs: CompressedSize;
  jsFiles: string[];
  mockJsFiles: string[];
  /** The theme build in its host page: what it downloads before it is idle. */
  theme: { page: string; initialJs: CompressedSize; jsFiles: string[] };
  /** The page's own content painted, standalone and in the theme host, against static copies. */
  content?: ContentMeasure[];
  lighthouse?: Record<LighthousePage, LighthouseFigures> & {
    /** Each run's figures, in the order run: the spread behind each median. */
    runs: Record<LighthousePage, LighthouseFigures[]>;
  };
}

type LighthousePage = 'production' | 'staticCopy' | 'mock' | 'theme' | 'themeStaticCopy';

export interface BenchResult {
  date: string;
  machine: string;
  commit: string;
  lighthouseRuns: number;
  /** Loads of each page and of its static copy behind each content-visible median. */
  contentRuns: number;
  countriesChunk: CompressedSize | null;
  routes: RouteResult[];
  planTiming: PlanTiming & { runs: PlanTiming[] };
  interactions: InteractionTimings & { runs: InteractionTimings[] };
  budgets: { name: string; value: string; limit: string; ok: boolean }[];
}

const USAGE = `npm run bench: the performance budgets of scripts/bench/budgets.ts (docs/performance.md).

A whole run (no flag) writes scripts/bench/results/latest.json, the committed figures (the run
before is kept as previous.json and compared). A run with any flag but --help writes partial.json
instead and is compared with latest.json: the committed results are always the last whole run,
Lighthouse included.

  npm run bench                       everything (about 20 minutes on a quiet 2-core machine)
  npm run bench -- --runs 1           one Lighthouse run and one content load per page (a quick
                                      look; budgets still apply)
  npm run bench -- --no-lighthouse    no Lighthouse (sizes, content visible, timings)
  npm run bench -- --no-content       no content-visible figure
  npm run bench -- --route /review    one route only (repeatable)
  npm run bench -- --no-prerender-products
                                      the production build without the builder's products in
                                      its HTML (as before they were: a figure to compare)
  npm run bench -- --help             this text`;

const root = join(import.meta.dirname, '../..');
const resultsDir = join(import.meta.dirname, 'results');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => `${Math.round(value)}`;

function difference(a: CompressedSize, b: CompressedSize): CompressedSize {
  return { raw: a.raw - b.raw, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli };
}

function machine(): string {
  const cpu = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load ${load}`;
}

function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
    const dirty = execSync('git status --porcelain', { cwd: root }).toString().trim();
    return dirty ? `${sha} (with local changes)` : sha;
  } catch {
    return 'unknown';
  }
}

function medianOf<T extends object>(runs: readonly T[]): T {
  const result = {} as Record<string, number>;
  for (const key of Object.keys(runs[0] ?? {})) {
    result[key] = median(runs.map((run) => (run as Record<string, number>)[key] ?? NaN));
  }
  return result as T;
}

function checkBudgets(result: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const checks: BenchResult['budgets'] = [];
  const add = (name: string, value: number, limit: number, format: (n: number) => string) =>
    checks.push({ name, value: format(value), limit: format(limit), ok: value <= limit });
  const initialJs = new Map(
    judgeInitialJs(result.routes).map((verdict) => [verdict.route, verdict]),
  );
  for (const route of result.routes) {
    const js = initialJs.get(route.route);
    if (js) add(`${route.route} initial JS (KB gz)`, js.gzipKb, js.limitKb, (n) => n.toFixed(1));
    add(
      `${route.theme.page} (theme) initial JS (KB gz)`,
      route.theme.initialJs.gzip / 1024,
      BUDGETS.maxInitialJsGzipKb,
      (n) => n.toFixed(1),
    );
    add(
      `${route.route} mock-only JS (KB gz)`,
      route.mockOnlyJs.gzip / 1024,
      BUDGETS.maxMockOnlyJsGzipKb,
      (n) => n.toFixed(1),
    );
    for (const measure of route.content ?? []) {
      const verdict = judgeContent(measure);
      if (verdict.limit === null) continue;
      add(`${verdict.page} content visible ÷ static copy's`, verdict.ratio, verdict.limit, (n) =>
        n.toFixed(2),
      );
    }
    const lh = route.lighthouse;
    if (!lh) continue;
    const pages = [
      { name: route.route, live: lh.production, staticCopy: lh.staticCopy },
      { name: `${route.theme.page} (theme)`, live: lh.theme, staticCopy: lh.themeStaticCopy },
    ];
    for (const page of pages) {
      checks.push({
        name: `${page.name} Lighthouse score`,
        value: `${page.live.score}`,
        limit: `≥ ${BUDGETS.minPerformanceScore}`,
        ok: page.live.score >= BUDGETS.minPerformanceScore,
      });
      add(
        `${page.name} LCP ÷ static copy's`,
        page.live.lcpMs / page.staticCopy.lcpMs,
        BUDGETS.maxLcpRatioToStatic,
        (n) => n.toFixed(2),
      );
      add(
        `${page.name} TBT on thread time (ms)`,
        page.live.tbtThreadMs,
        BUDGETS.maxTotalBlockingTimeMs,
        ms,
      );
      add(`${page.name} CLS`, page.live.cls, BUDGETS.maxCumulativeLayoutShift, (n) => n.toFixed(3));
    }
    add(
      `${route.route} mock LCP ÷ production's`,
      lh.mock.lcpMs / lh.production.lcpMs,
      BUDGETS.maxMockLcpRatioToProduction,
      (n) => n.toFixed(2),
    );
  }
  add(
    'plan shown after its answer (ms beyond the 500 ms skeleton)',
    result.planTiming.lagMs,
    BUDGETS.maxPlanVisibleAfterAnswerMs,
    (n) => n.toFixed(1),
  );
  add(
    'address form, first opening (ms)',
    result.interactions.addressFormFirstOpenMs,
    BUDGETS.maxAddressFormFirstOpenMs,
    ms,
  );
  return checks;
}

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

/** A page's Lighthouse cells: score, FCP, LCP, its static copy's LCP and the ratio, TBT, CLS. */
function againstStaticCopy(page: LighthouseFigures, staticCopy: LighthouseFigures): string[] {
  return [
    `${page.score}`,
    ms(page.fcpMs),
    ms(page.lcpMs),
    ms(staticCopy.lcpMs),
    `${(page.lcpMs / staticCopy.lcpMs).toFixed(2)}×`,
    ms(page.tbtMs),
    ms(page.tbtThreadMs),
    page.cls.toFixed(3),
  ];
}

function report(result: BenchResult, previous: BenchResult | null): void {
  console.log(`\nautoship bench — ${result.date} — ${result.machine} — commit ${result.commit}`);
  console.log(
    `Lighthouse 12 mobile preset, simulated throttling, median of ${result.lighthouseRuns} run(s)\n`,
  );
  printTable(
    [
      'route',
      'initial JS gz / br (KB)',
      'initial CSS gz / br (KB)',
      'mock-only JS gz / br (KB)',
      'theme build initial JS gz / br (KB)',
    ],
    result.routes.map((route) => [
      route.route,
      `${kb(route.initialJs.gzip)} / ${kb(route.initialJs.brotli)}`,
      `${kb(route.initialCss.gzip)} / ${kb(route.initialCss.brotli)}`,
      `${kb(route.mockOnlyJs.gzip)} / ${kb(route.mockOnlyJs.brotli)}`,
      `${kb(route.theme.initialJs.gzip)} / ${kb(route.theme.initialJs.brotli)}`,
    ]),
  );
  if (result.countriesChunk) {
    console.log(
      `country data chunk: ${kb(result.countriesChunk.gzip)} KB gz / ${kb(result.countriesChunk.brotli)} KB br (loaded by the address form only)\n`,
    );
  }
  const withLighthouse = result.routes.flatMap((route) =>
    route.lighthouse ? [{ ...route, lighthouse: route.lighthouse }] : [],
  );
  if (withLighthouse.length > 0) {
    const pageHeaders = [
      'score',
      'FCP',
      'LCP',
      'static LCP',
      'LCP ratio',
      'TBT',
      'TBT thread',
      'CLS',
    ];
    printTable(
      ['route', ...pageHeaders, 'mock score', 'mock LCP', 'mock ÷ prod'],
      withLighthouse.map(({ route, lighthouse: lh }) => [
        route,
        ...againstStaticCopy(lh.production, lh.staticCopy),
        `${lh.mock.score}`,
        ms(lh.mock.lcpMs),
        `${(lh.mock.lcpMs / lh.production.lcpMs).toFixed(2)}×`,
      ]),
    );
    console.log(
      'The theme build in its host page (the store renders the section, its products and the early call):\n',
    );
    printTable(
      ['page', ...pageHeaders],
      withLighthouse.map(({ theme, lighthouse: lh }) => [
        theme.page,
        ...againstStaticCopy(lh.theme, lh.themeStaticCopy),
      ]),
    );
  }
  const content = result.routes.flatMap((route) => route.content ?? []);
  if (content.length > 0) {
    console.log(
      `Each page's own content painted (ms after navigation start, median of ${result.contentRuns} ` +
        "loads), against a static copy, Lighthouse's mobile throttling applied by Chromium:\n",
    );
    printTable(CONTENT_HEADERS, content.map(contentRow));
  }
  const plan = result.planTiming;
  const act = result.interactions;
  printTable(
    ['manage page, unthrottled Chromium (median ms)', 'value'],
    [
      ['plan answer received (after navigation start)', ms(plan.answerEndMs)],
      ['plan visible (after navigation start)', ms(plan.visibleMs)],
      ['plan shown beyond max(answer, 500 ms skeleton)', plan.lagMs.toFixed(1)],
      ['pause: confirm → paused view', ms(act.pauseConfirmToPausedMs)],
      ['restart: click → tick', ms(act.restartToTickMs)],
      ['address form: first opening', ms(act.addressFormFirstOpenMs)],
    ],
  );
  const before = new Map(previous?.budgets.map((check) => [check.name, check.value]) ?? []);
  printTable(
    ['budget', previous ? `last run (${previous.commit})` : 'last run', 'now', 'limit', ''],
    result.budgets.map((check) => [
      check.name,
      before.get(check.name) ?? '—',
      check.value,
      check.limit,
      check.ok ? 'ok' : 'BROKEN',
    ]),
  );
}

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const whole = isWholeRun(process.argv);
  const runs = Number(option('--runs') ?? LIGHTHOUSE_RUNS);
  const contentRuns = Number(option('--runs') ?? CONTENT_RUNS);
  const withLighthouse = !process.argv.includes('--no-lighthouse');
  const withContent = !process.argv.includes('--no-content');
  const chosen = process.argv.flatMap((arg, index) =>
    process.argv[index - 1] === '--route' ? [arg] : [],
  );
  const routes = (Object.values(APP_PATHS) as string[]).filter(
    (route) => chosen.length === 0 || chosen.includes(route),
  );

  console.log('bench: building production and mock…');
  // The production build takes the builder's products from the backend it is served with, as a
  // theme's page has them from its store (docs/frontend.md, "The first screen in the HTML").
  const backend = await startBackendProcess('active');
  const built = await Promise.resolve()
    .then(async () => ({
      production: await buildApp(root, 'production', {
        prerenderProducts: process.argv.includes('--no-prerender-products')
          ? undefined
          : backend.url,
      }),
      mockBuild: await buildApp(root, 'mock'),
      themeDir: await buildTheme(root),
    }))
    .catch(async (error: unknown) => {
      await backend.close();
      throw error;
    });
  const { production, mockBuild, themeDir } = built;
  const servers = await startBenchServers(root, backend);
  const theme = await startThemeBench(themeDir, servers.backend.url);
  const browser = await launchBrowser();
  try {
    const routeResults: RouteResult[] = [];
    for (const route of routes) {
      console.log(`bench: ${route}: initial downloads, static copy`);
      const files = await initialResources(browser, servers.production + route);
      const mockFiles = await initialResources(browser, servers.mock + route);
      const js = files.filter((file) => file.endsWith('.js'));
      const mockJs = mockFiles.filter((file) => file.endsWith('.js'));
      const initialJs = sizesOf(production.outDir, js);
      servers.staticCopies.set(route, await staticCopy(browser, servers.production + route));
      await servers.backend.setScenario('active');
      const themePage = theme.pageOf(route);
      const themeJs = (await initialResources(browser, themePage.live)).filter((file) =>
        file.endsWith('.js'),
      );
      theme.staticPages.set(
        new URL(themePage.staticCopy).pathname,
        await staticCopy(browser, themePage.live),
      );
      await servers.backend.setScenario('active');
      routeResults.push({
        route,
        initialJs,
        initialCss: sizesOf(
          production.outDir,
          files.filter((file) => file.endsWith('.css')),
        ),
        mockOnlyJs: difference(sizesOf(mockBuild.outDir, mockJs), initialJs),
        jsFiles: js,
        mockJsFiles: mockJs,
        theme: {
          page: new URL(themePage.live).pathname,
          initialJs: theme.sizesOf(themeJs),
          jsFiles: themeJs,
        },
      });
    }

    if (withContent) {
      const keyOf = new Map(
        Object.entries(APP_PATHS).map(([key, path]) => [path, key as keyof typeof APP_PATHS]),
      );
      const reset = () => servers.backend.setScenario('active');
      for (const result of routeResults) {
        const key = keyOf.get(result.route);
        if (!key) continue;
        const pages = [
          {
            page: result.route,
            live: servers.production + result.route,
            staticCopy: servers.production + STATIC_COPY_PREFIX + result.route,
          },
          { page: `${result.theme.page} (theme)`, ...theme.pageOf(result.route) },
        ];
        result.content = [];
        for (const page of pages) {
          console.log(`bench: ${page.page}: content visible, throttled, ${contentRuns} run(s)`);
          const figures = await contentAgainstStatic(
            browser,
            page,
            ROUTE_MARKS[key],
            contentRuns,
            reset,
          );
          result.content.push({ page: page.page, key, ...figures });
        }
      }
    }

    const manage = servers.production + APP_PATHS.manage;
    const planRuns: PlanTiming[] = [];
    const interactionRuns: InteractionTimings[] = [];
    for (let run = 0; run < INTERACTION_RUNS; run += 1) {
      console.log(`bench: manage page timings, run ${run + 1}/${INTERACTION_RUNS}`);
      planRuns.push(await planTiming(browser, manage));
      interactionRuns.push(
        await interactionTimings(browser, manage, () => servers.backend.setScenario('active')),
      );
    }

    if (withLighthouse) {
      const lighthouse = await startLighthouse();
      try {
        for (const result of routeResults) {
          const pages: Record<LighthousePage, string> = {
            production: servers.production + result.route,
            staticCopy: servers.production + STATIC_COPY_PREFIX + result.route,
            mock: servers.mock + result.route,
            theme: theme.pageOf(result.route).live,
            themeStaticCopy: theme.pageOf(result.route).staticCopy,
          };
          const figures: Record<LighthousePage, LighthouseFigures[]> = {
            production: [],
            staticCopy: [],
            mock: [],
            theme: [],
            themeStaticCopy: [],
          };
          // Interleaved, so a burst of load on the machine hits every variant alike.
          for (let run = 0; run < runs; run += 1) {
            for (const variant of Object.keys(pages) as LighthousePage[]) {
              console.log(`bench: Lighthouse ${result.route} ${variant} ${run + 1}/${runs}`);
              figures[variant].push(await lighthouse.run(pages[variant]));
              await servers.backend.setScenario('active');
            }
          }
          result.lighthouse = {
            production: medianFigures(figures.production),
            staticCopy: medianFigures(figures.staticCopy),
            mock: medianFigures(figures.mock),
            theme: medianFigures(figures.theme),
            themeStaticCopy: medianFigures(figures.themeStaticCopy),
            runs: figures,
          };
        }
      } finally {
        await lighthouse.close();
      }
    }

    const partial = {
      date: new Date().toISOString(),
      machine: machine(),
      commit: commit(),
      lighthouseRuns: withLighthouse ? runs : 0,
      contentRuns: withContent ? contentRuns : 0,
      countriesChunk: production.countriesChunk
        ? sizesOf(production.outDir, [production.countriesChunk])
        : null,
      routes: routeResults,
      planTiming: { ...medianOf(planRuns), runs: planRuns },
      interactions: { ...medianOf(interactionRuns), runs: interactionRuns },
    };
    const result: BenchResult = { ...partial, budgets: checkBudgets(partial) };

    mkdirSync(resultsDir, { recursive: true });
    const latest = join(resultsDir, 'latest.json');
    const previous = existsSync(latest)
      ? (JSON.parse(readFileSync(latest, 'utf8')) as BenchResult)
      : null;
    const written = join(resultsDir, resultsFileName(process.argv));
    if (previous && whole) renameSync(latest, join(resultsDir, 'previous.json'));
    writeFileSync(written, `${JSON.stringify(result, null, 2)}\n`);
    report(result, previous);
    const broken = result.budgets.filter((check) => !check.ok);
    console.log(
      broken.length === 0
        ? 'bench: every budget met'
        : `bench: ${broken.length} budget(s) broken: ${broken.map((check) => check.name).join('; ')}`,
    );
    console.log(
      whole
        ? `bench: results in ${latest}`
        : `bench: a partial run: results in ${written}; ${latest} still holds the last whole run`,
    );
    return broken.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await theme.close();
    await servers.close();
  }
}

export default main;
