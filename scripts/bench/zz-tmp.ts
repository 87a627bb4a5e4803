import { chromium } from 'playwright-core';
import { startBenchServers } from './servers.ts';
export default async function run() {
  const servers = await startBenchServers('/work/main');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (let i = 0; i < 3; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      const record = () => {
        const holder = window as unknown as { __v?: number };
        if (holder.__v === undefined && document.getElementById('plan-status-heading')) holder.__v = performance.now();
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    await page.goto(servers.production + '/pages/autoship-manage');
    await page.waitForFunction(() => (window as unknown as { __v?: number }).__v !== undefined);
    await page.waitForTimeout(500);
    const out = await page.evaluate(() => ({
      visible: (window as unknown as { __v: number }).__v,
      res: performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}`;
      }),
      marks: performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
    }));
    console.log('visible', Math.round(out.visible), out.marks.join(', '));
    for (const r of out.res) console.log('  ', r);
    await ctx.close();
  }
  await browser.close();
  await servers.close();
  return 0;
}
