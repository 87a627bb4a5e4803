/**
 * `npm run check:js-budget` (CI, after the production and theme builds): every route's initial JS
 * (what it downloads before it is idle, gzip) within BUDGETS.maxInitialJsGzipKb, in the
 * standalone build and in the theme build a store serves. An alarm for a regression, not a rule
 * the code is shaped by (docs/performance.md). The one figure of the bench that does not move
 * from run to run, so CI checks it on every run; Lighthouse's noisy figures stay in
 * `npm run bench`. Measured as the bench measures it: each build served with the mock backend
 * behind it (the theme build inside its host page), each route opened in Chromium.
 *
 *   npm run check:js-budget                        dist/ and dist-theme/
 *   npm run check:js-budget -- --dir DIR           another standalone build (relative to the project)
 *   npm run check:js-budget -- --theme-dir DIR     another theme build
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { APP_PATHS } from '#src/app/paths.ts';
import { startMockHttpServer } from '#mocks/http-server.ts';
import { launchBrowser } from './chromium.ts';
import { judgeInitialJs, type InitialJsVerdict } from './initial-js-verdict.ts';
import { routeFiles, sizesOf } from './js-budget.ts';
import { startProductionPreview } from './servers.ts';
import { startThemeBench } from './theme-pages.ts';

const root = join(import.meta.dirname, '../..');

function option(argv: readonly string[], name: string, fallback: string): string {
  const index = argv.indexOf(name);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
}

type Backend = Awaited<ReturnType<typeof startMockHttpServer>>;

async function standalone(browser: Browser, backend: Backend, outDir: string) {
  const site = await startProductionPreview(root, backend.url, { outDir });
  try {
    const measured = [];
    for (const route of Object.values(APP_PATHS)) {
      const files = await routeFiles(browser, site.url + route);
      measured.push({ route, initialJs: sizesOf(join(root, outDir), files.js) });
      backend.setScenario('active');
    }
    return measured;
  } finally {
    await site.close();
  }
}

async function theme(browser: Browser, backend: Backend, themeDir: string) {
  const host = await startThemeBench(join(root, themeDir), backend.url);
  try {
    const measured = [];
    for (const route of Object.values(APP_PATHS)) {
      const page = host.pageOf(route).live;
      const files = await routeFiles(browser, page);
      measured.push({
        route: `${new URL(page).pathname} (theme)`,
        initialJs: host.sizesOf(files.js),
      });
      backend.setScenario('active');
    }
    return measured;
  } finally {
    await host.close();
  }
}

function print(verdicts: readonly InitialJsVerdict[]): void {
  for (const verdict of verdicts) {
    console.log(
      `check:js-budget: ${verdict.route.padEnd(32)} ${verdict.gzipKb.toFixed(2).padStart(7)} KB gz` +
        ` (budget ${verdict.limitKb})${verdict.ok ? '' : '  OVER BUDGET'}`,
    );
  }
}

export default async function main(
  argv: readonly string[] = process.argv.slice(2),
): Promise<number> {
  const outDir = option(argv, '--dir', 'dist');
  const themeDir = option(argv, '--theme-dir', 'dist-theme');
  const missing = [
    [join(outDir, 'index.html'), 'npm run build'],
    [join(themeDir, 'snippets', 'autoship-entry.liquid'), 'npm run build:theme'],
  ].filter(([file]) => !existsSync(join(root, file ?? '')));
  for (const [file, command] of missing) {
    console.error(`check:js-budget: ${file} is missing: run \`${command}\` first`);
  }
  if (missing.length > 0) return 1;
  const backend = await startMockHttpServer({ scenario: 'active' });
  const browser = await launchBrowser();
  try {
    const verdicts = judgeInitialJs([
      ...(await standalone(browser, backend, outDir)),
      ...(await theme(browser, backend, themeDir)),
    ]);
    print(verdicts);
    const over = verdicts.filter((verdict) => !verdict.ok);
    if (over.length > 0) {
      console.error(
        `check:js-budget: ${over.length} route(s) over the initial JS budget: ${over.map((verdict) => verdict.route).join(', ')}`,
      );
      return 1;
    }
    console.log('check:js-budget: every route within its initial JS budget, in both builds');
    return 0;
  } finally {
    await browser.close();
    await backend.close();
  }
}
