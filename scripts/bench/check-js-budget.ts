/**
 * `npm run check:js-budget` (CI, after `npm run build`): every route's initial JS (what it
 * downloads before it is idle, gzip) within BUDGETS.maxInitialJsGzipKb. The one budget of the
 * bench that does not move from run to run, so CI checks it on every run; Lighthouse's noisy
 * figures stay in `npm run bench`. Measured as the bench measures it: the built site served with
 * the mock backend behind it, each route opened in Chromium.
 *
 *   npm run check:js-budget                  the production build in dist/
 *   npm run check:js-budget -- --dir DIR     another build (relative to the project)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PATHS } from '#src/app/paths.ts';
import { startMockHttpServer } from '#mocks/http-server.ts';
import { launchBrowser } from './chromium.ts';
import { judgeInitialJs, routeFiles, sizesOf } from './js-budget.ts';
import { startProductionPreview } from './servers.ts';

const root = join(import.meta.dirname, '../..');

export default async function main(
  argv: readonly string[] = process.argv.slice(2),
): Promise<number> {
  const dirIndex = argv.indexOf('--dir');
  const outDir = dirIndex >= 0 ? (argv[dirIndex + 1] ?? 'dist') : 'dist';
  if (!existsSync(join(root, outDir, 'index.html'))) {
    console.error(`check:js-budget: ${outDir}/index.html is missing: run \`npm run build\` first`);
    return 1;
  }
  const backend = await startMockHttpServer({ scenario: 'active' });
  const site = await startProductionPreview(root, backend.url, { outDir });
  const browser = await launchBrowser();
  try {
    const measured = [];
    for (const route of Object.values(APP_PATHS)) {
      const files = await routeFiles(browser, site.url + route);
      measured.push({ route, initialJs: sizesOf(join(root, outDir), files.js) });
      backend.setScenario('active');
    }
    const verdicts = judgeInitialJs(measured);
    for (const verdict of verdicts) {
      console.log(
        `check:js-budget: ${verdict.route.padEnd(24)} ${verdict.gzipKb.toFixed(1).padStart(6)} KB gz` +
          ` (budget ${verdict.limitKb})${verdict.ok ? '' : '  OVER BUDGET'}`,
      );
    }
    const over = verdicts.filter((verdict) => !verdict.ok);
    if (over.length > 0) {
      console.error(
        `check:js-budget: ${over.length} route(s) over the initial JS budget: ${over.map((verdict) => verdict.route).join(', ')}`,
      );
      return 1;
    }
    console.log('check:js-budget: every route within its initial JS budget');
    return 0;
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
  }
}
