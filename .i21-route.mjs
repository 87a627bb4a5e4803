import { runnerImport } from 'vite';
const { module: chromium } = await runnerImport(process.cwd() + '/scripts/bench/chromium.ts');
const { module: js } = await runnerImport(process.cwd() + '/scripts/bench/js-budget.ts');
const { module: servers } = await runnerImport(process.cwd() + '/scripts/bench/servers.ts');
const { module: http } = await runnerImport(process.cwd() + '/mocks/http-server.ts');
const backend = await http.startMockHttpServer({ scenario: 'active' });
const site = await servers.startProductionPreview(process.cwd(), backend.url);
const browser = await chromium.launchBrowser();
for (const route of process.argv.slice(2)) {
  const files = await js.routeFiles(browser, site.url + route);
  console.log('==', route);
  for (const f of files.js) console.log(String((js.sizesOf(process.cwd()+'/dist', [f]).gzip/1024).toFixed(2)).padStart(7), f);
  backend.useScenario('active');
}
await browser.close(); await site.close(); await backend.close();
