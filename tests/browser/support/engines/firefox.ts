import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { findEngines } from '#scripts/browser-setup/find-engines.ts';
import { thisMachine } from '#scripts/browser-setup/machine.ts';
import { ENGINE_VIEWPORTS, type EnginePage, type EngineViewport } from './engine-page.ts';
import {
  describeTarget,
  doublePressActions,
  FIND_ELEMENT,
  MIDDLE_POINT,
  MOCK_TOOLBAR_OFF,
  TEXT_OF,
  toPageTarget,
  withElement,
  type Target,
} from './in-page.ts';

/**
 * Firefox ESR (the browser set-up's) driven by puppeteer-core over WebDriver BiDi. A self-signed
 * certificate is accepted: the production journey's payment provider is a local HTTPS stand-in.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: findEngines(thisMachine()).firefox,
    headless: true,
    acceptInsecureCerts: true,
  });
}

async function elementFor(page: Page, target: Target): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    `(${FIND_ELEMENT})(${JSON.stringify(toPageTarget(target))})`,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`firefox: no ${describeTarget(target)} on ${page.url()}`);
  return element;
}

/**
 * BiDi's input.performActions for the tab: puppeteer's touchscreen sends each touch on its own, so
 * the interval between two would be this process's timers, not Firefox's. Its frame's browsing
 * context is not in puppeteer's types (puppeteer-core is pinned: package.json).
 */
interface BidiFrame {
  browsingContext: { performActions(actions: unknown[]): Promise<void> };
}

async function doubleTouch(tab: Page, [x, y]: [number, number], intervalMs: number) {
  const { browsingContext } = tab.mainFrame() as unknown as BidiFrame;
  await browsingContext.performActions([
    {
      type: 'pointer',
      id: 'finger',
      parameters: { pointerType: 'touch' },
      actions: doublePressActions(x, y, intervalMs),
    },
  ]);
}

/**
 * A fresh tab in a context of its own (own storage, own service worker), or another tab of
 * `shared` (the same browser's second tab), its problems recorded; the mock toolbar left out
 * unless `toolbar` (QA's tests); a phone's viewport takes touch. `tab` is puppeteer's, for what a
 * shopper's EnginePage has no word for (a reload).
 */
export async function openFirefoxPage(
  browser: Browser,
  {
    toolbar = false,
    shared,
    viewport = 'desktop',
  }: { toolbar?: boolean; shared?: BrowserContext; viewport?: EngineViewport } = {},
): Promise<{ page: EnginePage; context: BrowserContext; tab: Page }> {
  const context = shared ?? (await browser.createBrowserContext());
  const tab = await context.newPage();
  const phone = viewport === 'phone';
  await tab.setViewport({ ...ENGINE_VIEWPORTS[viewport], hasTouch: phone, isMobile: phone });
  if (!toolbar) await tab.evaluateOnNewDocument(MOCK_TOOLBAR_OFF);
  const problems: string[] = [];
  tab.on('pageerror', (error) => {
    const text = error instanceof Error ? error.message : String(error);
    problems.push(`page error: ${text} (at ${tab.url()})`);
  });
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  const page: EnginePage = {
    engine: 'firefox',
    goto: async (url) => {
      await tab.goto(url, { waitUntil: 'load' });
    },
    // The document's own address: puppeteer's tab.url() follows BiDi's navigation events, and was
    // seen once still naming the page a cross-origin navigation had left, its new document loaded.
    url: () => tab.evaluate(() => location.href).catch(() => tab.url()),
    has: async (target) => (await tab.evaluate(withElement(target, 'return !!element;'))) === true,
    textOf: (target) => tab.evaluate(withElement(target, TEXT_OF)) as Promise<string | null>,
    bodyText: () => tab.evaluate(() => document.body.innerText),
    click: async (target) => {
      await (await elementFor(tab, target)).click();
    },
    doubleTap: async (target, intervalMs) => {
      const point = await tab.evaluate(withElement(target, MIDDLE_POINT));
      if (!Array.isArray(point)) throw new Error(`firefox: no ${describeTarget(target)}`);
      await doubleTouch(tab, point as [number, number], intervalMs);
    },
    fill: async (target, value) => {
      const element = await elementFor(tab, target);
      await element.evaluate((field) => {
        (field as HTMLInputElement).focus();
        (field as HTMLInputElement).select();
      });
      await tab.keyboard.press('Backspace');
      if (value !== '') await element.type(value);
    },
    select: async (target, option) => {
      const element = await elementFor(tab, target);
      const value = await element.evaluate(
        (field, text) =>
          [...(field as HTMLSelectElement).options].find(
            (item) => item.text.trim() === text || item.value === text,
          )?.value,
        option,
      );
      if (value === undefined)
        throw new Error(`firefox: no option "${option}" in ${describeTarget(target)}`);
      await element.select(value);
    },
    evaluate: <T>(expression: string) => tab.evaluate(expression) as Promise<T>,
    problems: () => Promise.resolve([...problems]),
  };
  return { page, context, tab };
}
