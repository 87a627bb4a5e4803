import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumEnvironment, chromiumExecutable } from '#scripts/browser-setup/chromium.ts';

/** The Chromium the browser set-up decides on (scripts/browser-setup/chromium.ts). */
export function chromiumPath(): string {
  return chromiumExecutable();
}

/**
 * The bench's browsers open only the bench's own servers, over HTTPS with the repository's
 * self-signed certificate (servers.ts): the flag makes Chromium accept it for the service worker
 * of the mock build too, which a context's `ignoreHTTPSErrors` does not.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--ignore-certificate-errors',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    env: chromiumEnvironment(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh page in a fresh context (no cache, no storage, no service worker). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  return context.newPage();
}

async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Network idle, then no skeleton left on the page (the spec's placeholder, a query loading). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[data-testid="skeleton"]'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/**
 * The JS and CSS files (paths) a route loads before it is idle, nothing clicked or hovered.
 * requestIdleCallback is stubbed so that work the app defers to idle time (prefetching what a
 * click may need) is not counted as the route's initial download.
 */
export async function initialResources(browser: Browser, url: string): Promise<string[]> {
  const page = await freshPage(browser);
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const origin = new URL(url).origin;
  const files = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const target = new URL(response.url());
    if (target.origin === origin && (type === 'script' || type === 'stylesheet')) {
      files.add(target.pathname);
    }
  });
  await page.goto(url);
  await settle(page);
  await closePage(page);
  return [...files].sort();
}

/**
 * A static HTML copy of what the app rendered at `url`: the DOM once settled, without scripts
 * (and module preloads), so the browser has only HTML, the CSS and the images to show.
 */
export async function staticCopy(browser: Browser, url: string): Promise<string> {
  const page = await freshPage(browser);
  await page.goto(url);
  await settle(page);
  const html = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    root
      .querySelectorAll('script, link[rel="modulepreload"], link[rel="prefetch"]')
      .forEach((element) => element.remove());
    return `<!doctype html>\n${root.outerHTML}`;
  });
  await closePage(page);
  return html;
}

export interface PlanTiming {
  /** ms after navigation start: the plan query's answer fully received. */
  answerEndMs: number;
  /** ms after navigation start: the plan (its status heading) visible. */
  visibleMs: number;
  /** visible − max(answer, 500 ms skeleton floor): what the page adds beyond the spec's rule. */
  lagMs: number;
}

/** When the manage page's plan answer ends and when the plan shows, in unthrottled Chromium. */
export async function planTiming(browser: Browser, url: string): Promise<PlanTiming> {
  const page = await freshPage(browser);
  await page.addInitScript(() => {
    // Visible, not merely in the DOM: the page may render the plan hidden while the skeleton
    // shows (React's <Activity>) and reveal it by a style change, hence the attribute watch.
    const record = () => {
      const holder = window as unknown as { __planVisibleAt?: number };
      const heading = document.getElementById('plan-status-heading');
      if (holder.__planVisibleAt === undefined && heading?.checkVisibility()) {
        holder.__planVisibleAt = performance.now();
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden', 'class'],
    });
  });
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __planVisibleAt?: number }).__planVisibleAt !== undefined,
    null,
    { timeout: 30_000 },
  );
  const timing = await page.evaluate(() => {
    const answer = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/autoShip/queryAutoShipPlan'));
    const visible = (window as unknown as { __planVisibleAt: number }).__planVisibleAt;
    return {
      answerEndMs: answer ? (answer as PerformanceResourceTiming).responseEnd : NaN,
      visible,
    };
  });
  await closePage(page);
  const floor = Math.max(timing.answerEndMs, 500);
  return {
    answerEndMs: timing.answerEndMs,
    visibleMs: timing.visible,
    lagMs: Math.max(0, timing.visible - floor),
  };
}

/** A control to click: a CSS selector, optionally the one whose text is exactly `text`. */
interface Target {
  selector: string;
  text?: string;
}

/**
 * Clicks `click` in the page and answers how long (ms) until `done` is in the DOM, both
 * measured inside the page (no round trip to this process in between).
 */
async function timeClick(page: Page, click: Target, done: Target): Promise<number> {
  return page.evaluate(
    ([clickTarget, doneTarget]) =>
      new Promise<number>((resolve, reject) => {
        const find = (target: { selector: string; text?: string }) =>
          [...document.querySelectorAll<HTMLElement>(target.selector)].find(
            (element) => target.text === undefined || element.textContent?.trim() === target.text,
          );
        const control = find(clickTarget);
        if (!control) return reject(new Error(`nothing to click: ${JSON.stringify(clickTarget)}`));
        const start = performance.now();
        const timeout = setTimeout(() => reject(new Error('timed out')), 15_000);
        const check = () => {
          if (!find(doneTarget)) return false;
          clearTimeout(timeout);
          observer.disconnect();
          resolve(performance.now() - start);
          return true;
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        control.click();
        check();
      }),
    [click, done] as const,
  );
}

export interface InteractionTimings {
  pauseConfirmToPausedMs: number;
  restartToTickMs: number;
  addressFormFirstOpenMs: number;
}

const PLAN_HEADING: Target = { selector: '#plan-status-heading' };

/**
 * The manage page's interactions, on a fresh page with the backend on the `active` scenario:
 * pause (confirm → paused view), restart (click → tick) and the address form's first opening.
 * The page is left idle first, as a shopper reads before clicking.
 */
export async function interactionTimings(
  browser: Browser,
  url: string,
  resetBackend: () => Promise<void>,
): Promise<InteractionTimings> {
  await resetBackend();
  let page = await freshPage(browser);
  await page.goto(url);
  await page.locator(PLAN_HEADING.selector).waitFor();
  await settle(page);
  const addressFormFirstOpenMs = await timeClick(
    page,
    { selector: '#change-address-button' },
    { selector: 'form select' },
  );
  await closePage(page);

  await resetBackend();
  page = await freshPage(browser);
  await page.goto(url);
  await page.locator(PLAN_HEADING.selector).waitFor();
  await settle(page);
  await page.getByRole('button', { name: 'Pause plan' }).click();
  await page.getByRole('dialog').waitFor();
  // A press in the dialog's opening time counts for nothing (use-opening-guard.ts); a shopper
  // reads the dialog first, and element.click() does not wait as Playwright's clicks do.
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="dialog-backdrop"][data-opening]'),
  );
  const pauseConfirmToPausedMs = await timeClick(
    page,
    { selector: '[role="dialog"] button', text: 'Pause plan' },
    { selector: '[data-testid="plan-status"][data-state="paused"]' },
  );
  await settle(page);
  const restartToTickMs = await timeClick(
    page,
    { selector: '[data-testid^="restart-"]' },
    { selector: '[data-testid^="restart-"][data-state="done"]' },
  );
  await closePage(page);
  await resetBackend();
  return { pauseConfirmToPausedMs, restartToTickMs, addressFormFirstOpenMs };
}
