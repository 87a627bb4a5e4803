import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { chromiumEnvironment, chromiumExecutable } from '#scripts/browser-setup/chromium.ts';

/**
 * Chromium for the browser tests, driven by playwright-core (no bundled browsers): the one the
 * browser set-up finds (CHROMIUM_PATH, Debian's, the PATH's, Playwright's), with its pinned fonts
 * (scripts/browser-setup/).
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../test-results/screenshots');
/** What each page showed when its test failed: a red run in CI can be looked at, not guessed. */
const FAILURE_DIR = resolve(import.meta.dirname, '../../../test-results/failures');

const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    env: chromiumEnvironment(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Problems the page reported; a page error fails the test (see `setupBrowserSession`). */
interface PageProblems {
  pageErrors: Error[];
  consoleErrors: string[];
}

function collectProblems(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error));
  page.on('console', (message: ConsoleMessage) => {
    // With the address it is about: "Failed to load resource" alone names no file.
    const where = message.location().url;
    if (message.type() === 'error') {
      problems.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
    }
  });
  return problems;
}

/**
 * A page with JavaScript off, as a shopper who turned it off (or a crawler) gets it: `read` looks
 * at it once it has loaded. At a phone's size unless told otherwise.
 */
export async function withoutJavaScript<T>(
  browser: Browser,
  url: string,
  read: (page: Page) => Promise<T>,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await read(page);
  } finally {
    await context.close();
  }
}

/** Saves a full-page PNG as test-results/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

interface OpenOptions {
  viewport?: ViewportName | { width: number; height: number };
  /** Console errors are failures too, unless a test expects some (e.g. a 500 scenario). */
  allowConsoleErrors?: boolean;
  /**
   * `Date` in the page (and the mock backend, which runs in it) reads this instant at all times,
   * timers still run: pages that print "today + N days" draw the same pixels every day.
   */
  fixedTime?: Date;
  /** Requests matching this glob are refused (aborted) from the page's first request on. */
  refuse?: string;
  /** Runs on the fresh context before the page loads (routes a test switches on and off). */
  beforeLoad?: (context: BrowserContext) => Promise<unknown>;
  /** A phone: touch input (taps make touch events, then the mouse events and click of them). */
  touch?: boolean;
  /**
   * Show the mock toolbar (mocks/toolbar/). Off by default: it sits above the page, so the
   * screenshots and layouts the other tests check are the app's alone.
   */
  toolbar?: boolean;
}

interface OpenedPage {
  page: Page;
  context: BrowserContext;
  problems: PageProblems;
}

/** Waits until the mock answers: the mock build loads its handlers after the first paint. */
export async function mockReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__autoshipMock !== undefined);
}

async function saveFailureShots(testName: string, pages: readonly OpenedPage[]): Promise<void> {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  for (const [index, { page }] of pages.entries()) {
    if (page.isClosed()) continue;
    const path = resolve(FAILURE_DIR, `${base}-${index + 1}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    console.error(`[browser tests] failed at ${page.url()}: ${path}`);
  }
}

export interface BrowserSession {
  readonly browser: Browser;
  /** Opens `path` (relative to the mock build's origin) in a fresh context and waits for load. */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /**
   * What the session does after each test, now: closes the pages it opened and fails on their
   * problems. A file whose servers close after each test calls it first (its hooks run before
   * the session's), so no page still loading asks a closed server for a picture.
   */
  closePages(test: TestContext['task']): Promise<void>;
}

/**
 * Registers the hooks of one test file: launch Chromium once, give every `open()` a fresh
 * context (own storage, own service worker), close those after each test and fail the test if
 * a page threw (or logged a console error, unless allowed).
 */
export function setupBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  const opened: (OpenedPage & { allowConsole: boolean })[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  async function closePages(task: TestContext['task']): Promise<void> {
    const current = opened.splice(0);
    if (task.result?.state === 'fail') await saveFailureShots(task.name, current);
    await Promise.all(current.map(({ context }) => context.close()));
    const failures = current.flatMap(({ problems, allowConsole }) => [
      ...problems.pageErrors.map((error) => `page error: ${error.stack ?? error.message}`),
      ...(allowConsole ? [] : problems.consoleErrors.map((text) => `console error: ${text}`)),
    ]);
    if (failures.length > 0) throw new Error(failures.join('\n'));
  }

  afterEach(({ task }) => closePages(task));

  afterAll(async () => {
    await browser?.close();
  });

  return {
    closePages,
    get browser() {
      if (!browser) throw new Error('setupBrowserSession(): the browser starts in beforeAll');
      return browser;
    },
    async open(path, options = {}) {
      const viewport =
        typeof options.viewport === 'string'
          ? VIEWPORTS[options.viewport]
          : (options.viewport ?? VIEWPORTS.desktop);
      const context = await this.browser.newContext({
        baseURL: inject('baseURL'),
        viewport,
        locale: 'en-US',
        timezoneId: 'UTC',
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      const page = await context.newPage();
      const problems = collectProblems(page);
      opened.push({ page, context, problems, allowConsole: options.allowConsoleErrors ?? false });
      if (options.fixedTime) await page.clock.setFixedTime(options.fixedTime);
      if (options.refuse) await context.route(options.refuse, (route) => route.abort());
      if (options.beforeLoad) await options.beforeLoad(context);
      if (!options.toolbar) {
        await context.addInitScript(() => {
          window.__autoshipMockToolbarOff = true;
        });
      }
      await page.goto(path, { waitUntil: 'load' });
      return { page, context, problems };
    },
  };
}
