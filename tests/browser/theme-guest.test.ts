import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { setupBrowserSession } from './support/browser.ts';
import {
  editorRerender,
  SECTION_WRAPPER,
  startThemeHost,
  type ThemeHost,
} from '#tests/support/theme-host.ts';

/**
 * The theme build as a guest of a Dawn-like theme (tests/support/theme-host.ts): it takes the
 * theme's look and colour scheme, leaves the theme's sticky header on top, loads each stylesheet
 * once, and follows the theme editor's section re-rendering.
 */
const session = setupBrowserSession();
const WAIT = { timeout: 20_000 };

let backend: MockHttpServer;
let host: ThemeHost;

beforeAll(async () => {
  backend = await startMockHttpServer({ scenario: 'active' });
  host = await startThemeHost({
    themeDir: inject('themeDir'),
    backend: backend.url,
    paymentHosts: '',
    products: DEFAULT_STORE_CONTEXT.builderProducts,
  });
});

afterAll(async () => {
  await host.close();
  await backend.close();
});

/** What the page watches of the app (tests/browser/theme-guest.test.ts's init script). */
interface AppWatch {
  /** Where each timer still due was set (its stack): what would still act after the app. */
  timers(): string[];
  /** From now on, every call the page sends is noted: the section is gone. */
  sectionGone(): void;
  /** The addresses of the calls sent since `sectionGone`. */
  callsAfterGone(): string[];
}

/**
 * Timers (setTimeout, setInterval) set by the app's own files and not yet run or cleared, and the
 * calls sent once the section is gone. Watched in the page from its first script on.
 */
function watchApp(): void {
  const live = new Map<unknown, string>();
  const wrap = <T extends typeof setTimeout | typeof setInterval>(set: T, repeats: boolean): T =>
    ((handler: unknown, ...rest: unknown[]) => {
      let id: unknown = undefined;
      const run =
        typeof handler === 'function'
          ? (...args: unknown[]) => {
              if (!repeats) live.delete(id);
              (handler as (...a: unknown[]) => void)(...args);
            }
          : handler;
      id = (set as (...a: unknown[]) => unknown)(run, ...rest);
      const stack = new Error().stack ?? '';
      // The app's frames only: where in its code the timer was set.
      const frames = stack.split('\n').filter((line) => line.includes('/assets/autoship-'));
      if (frames.length > 0) live.set(id, frames.join('\n'));
      return id;
    }) as T;
  const clear = <T extends typeof clearTimeout>(original: T): T =>
    ((id?: number) => {
      live.delete(id);
      original(id);
    }) as T;
  window.setTimeout = wrap(window.setTimeout, false);
  window.setInterval = wrap(window.setInterval, true);
  window.clearTimeout = clear(window.clearTimeout);
  window.clearInterval = clear(window.clearInterval);
  let gone = false;
  const calls: string[] = [];
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (gone) calls.push(new Request(input, init).url);
    return send(input, init);
  };
  const watch: AppWatch = {
    timers: () => [...live.values()],
    sectionGone: () => void (gone = true),
    callsAfterGone: () => calls,
  };
  (window as unknown as { appWatch: AppWatch }).appWatch = watch;
}

function appWatch<K extends keyof AppWatch>(page: Page, key: K): Promise<ReturnType<AppWatch[K]>> {
  return page.evaluate(
    (name) =>
      (window as unknown as { appWatch: AppWatch }).appWatch[name]() as ReturnType<AppWatch[K]>,
    key,
  );
}

/** The editor removes the section (a page's sections panel, or a template switched). */
async function removeSection(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const wrapper = document.querySelector(selector);
    wrapper?.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true }));
    wrapper?.remove();
    (window as unknown as { appWatch: AppWatch }).appWatch.sectionGone();
  }, SECTION_WRAPPER);
}

/**
 * Nothing of the app is left once its section is gone: no root, no timer still due (a timer that
 * is due runs and leaves the list), and no call to the backend but the tracking events the visit
 * produced (spec section 7: those are the store's, sent however late).
 */
async function expectNothingLeft(page: Page): Promise<void> {
  expect(await page.locator('.autoship-app').count()).toBe(0);
  await expect.poll(async () => (await appWatch(page, 'timers')).join('\n\n'), WAIT).toBe('');
  const calls = await appWatch(page, 'callsAfterGone');
  expect(calls.filter((url) => !new URL(url).pathname.startsWith('/trace/'))).toEqual([]);
}

/**
 * Requests a route holds on their way until `release`, which lets them go on; one that comes
 * after is let through at once. (Going on fails for a request the page has dropped meanwhile.)
 */
function holdRequests() {
  const held: Route[] = [];
  let holding = true;
  return {
    held,
    handle: (route: Route) => (holding ? void held.push(route) : route.continue()),
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

async function openManage(
  beforeLoad: (context: BrowserContext) => Promise<unknown> = async () => undefined,
): Promise<Page> {
  backend.setScenario('active');
  const { page } = await session.open(`${host.url}/pages/autoship-manage`, {
    beforeLoad: async (context) => {
      await context.addInitScript(watchApp);
      await beforeLoad(context);
    },
  });
  await page.getByRole('heading', { name: 'Your autoship is active' }).waitFor(WAIT);
  return page;
}

/**
 * What the app looks like, as the browser computes it: its root, its heading, and the primary
 * button of the pause dialog (which lives in <body>, outside the section).
 */
async function appLook(page: Page) {
  await page.getByRole('button', { name: 'Pause plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause your autoship?' });
  const confirm = dialog.getByRole('button', { name: 'Pause plan' });
  await confirm.waitFor(WAIT);
  const button = await confirm.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      button: style.backgroundColor,
      buttonText: style.color,
      buttonRadius: style.borderTopLeftRadius,
    };
  });
  // The page lock is the app's own class, not the `modal-open` a theme uses for its drawers.
  const lock = await page.evaluate(() => [
    document.documentElement.classList.contains('autoship-modal-open'),
    document.documentElement.classList.contains('modal-open'),
  ]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...WAIT });
  const root = await page.evaluate(() => {
    const element = document.querySelector('[data-autoship-root]');
    const heading = element?.querySelector('h1');
    if (!element || !heading) throw new Error('the app is not on the page');
    const style = getComputedStyle(element);
    return {
      font: style.fontFamily,
      headingFont: getComputedStyle(heading).fontFamily,
      headingColour: getComputedStyle(heading).color,
      headingWeight: getComputedStyle(heading).fontWeight,
      background: style.backgroundColor,
      text: style.color,
    };
  });
  return { ...root, ...button, lock };
}

/** WCAG contrast of two computed colours (`rgb(…)`, or `color(srgb …)` from color-mix). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const parts = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const scale = colour.startsWith('color(') ? 1 : 255;
    const [r = 0, g = 0, bl = 0] = parts.map((part) => {
      const c = part / scale;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Listeners on window and document (Chrome DevTools Protocol), by event type. */
async function listenerCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  let count = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) throw new Error(`no ${expression}`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
    });
    count += listeners.length;
  }
  await cdp.detach();
  return count;
}

describe('the theme build as a guest of the theme (Chromium)', { timeout: 90_000 }, () => {
  it('takes the theme’s fonts, colours and radii, and the colour scheme the editor picks', async () => {
    const page = await openManage();
    expect(await appLook(page)).toEqual({
      font: 'Georgia, serif',
      headingFont: '"Courier New", monospace',
      // The theme's heading weight and its full text colour, not the dimmed body text.
      headingColour: 'rgb(43, 43, 43)',
      headingWeight: '300',
      background: 'rgb(255, 251, 230)',
      // Body text as the theme's: its colour scheme's 75 %.
      text: 'rgba(43, 43, 43, 0.75)',
      button: 'rgb(176, 0, 32)',
      buttonText: 'rgb(255, 255, 255)',
      buttonRadius: '0px',
      lock: [true, false],
    });

    // A dark scheme picked in the editor: the app follows without a page reload, once.
    await editorRerender(page, host.url, { color_scheme: 'scheme-2' });
    const heading = page.getByRole('heading', { name: 'Your autoship is active' });
    await heading.waitFor(WAIT);
    expect(await appLook(page)).toMatchObject({
      background: 'rgb(18, 20, 28)',
      text: 'rgba(240, 240, 240, 0.75)',
      headingColour: 'rgb(240, 240, 240)',
      button: 'rgb(250, 250, 250)',
      buttonText: 'rgb(18, 20, 28)',
    });
    expect(await heading.count()).toBe(1);
    expect(await page.locator('[data-autoship-root]').count()).toBe(1);
    // Danger as text (the delete link) stays readable on the dark scheme (WCAG AA).
    const deleteColour = await page
      .getByRole('button', { name: 'Delete plan' })
      .evaluate((element) => getComputedStyle(element).color);
    expect(contrast(deleteColour, 'rgb(18, 20, 28)')).toBeGreaterThanOrEqual(4.5);
  });

  it('mounts again after each editor re-render, leaving no listener behind', async () => {
    const page = await openManage();
    const heading = page.getByRole('heading', { name: 'Your autoship is active' });
    await editorRerender(page, host.url, {});
    await heading.waitFor(WAIT);
    const afterOne = await listenerCount(page);
    for (let round = 0; round < 3; round += 1) {
      await editorRerender(page, host.url, {});
      await heading.waitFor(WAIT);
    }
    expect(await heading.count()).toBe(1);
    expect(await listenerCount(page)).toBe(afterOne);

    // The section removed while its plan call is still under way (the editor is quick, the
    // network is not). The answer comes after all (or the app dropped the call: then there is
    // none to give); a call that reaches the network later is answered at once.
    const calls = holdRequests();
    await page.route(`${backend.url}/autoShip/**`, calls.handle);
    await editorRerender(page, host.url, {});
    await expect.poll(() => calls.held.length, WAIT).toBeGreaterThan(0);
    await removeSection(page);
    await calls.release();
    await expectNothingLeft(page);
  });

  it('leaves nothing behind when the section goes while the page’s later code still downloads', async () => {
    // The parts the account page loads when it is first idle (past deliveries; the address
    // panel, whose prefetch asks for the saved addresses): their code held on its way, the
    // section removed, then the code arrives.
    const code = holdRequests();
    const page = await openManage((context) =>
      context.route(
        /\/assets\/autoship-(past-deliveries|address-edit-panel)-[\w-]+\.js/,
        code.handle,
      ),
    );
    await expect.poll(() => code.held.length, WAIT).toBe(2);
    await removeSection(page);
    await code.release();
    // Imported again, the same modules resolve once they have run and the app's own callbacks on
    // them (registered first) have been called; a task later, whatever those sent is sent. (A
    // string: Vitest would rewrite an `import()` written in this file.)
    const urls = JSON.stringify(code.held.map((route) => route.request().url()));
    await page.evaluate(
      `Promise.all(${urls}.map((url) => import(url))).then(() => new Promise((ran) => setTimeout(ran, 0)))`,
    );
    await expectNothingLeft(page);
  });

  it('leaves the theme’s sticky header clickable when it slides back on scroll-up', async () => {
    const page = await openManage();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => scrollY), WAIT).toBeGreaterThan(300);
    await page.mouse.wheel(0, -200);
    const header = page.locator('.section-header');
    await expect
      .poll(() => header.evaluate((element) => element.classList.contains('header-hidden')), WAIT)
      .toBe(false);
    await expect
      .poll(() => header.evaluate((element) => element.getBoundingClientRect().top), WAIT)
      .toBe(0);
    // Playwright's trial click fails when another element would receive the click.
    await page.getByRole('button', { name: 'Menu' }).click({ trial: true, timeout: 5_000 });
    await page.getByRole('link', { name: 'Shop' }).click({ trial: true, timeout: 5_000 });
  });

  it('downloads each stylesheet once', async () => {
    const page = await openManage();
    // A dialog's chunk with its own stylesheet, which names the app's as a dependency.
    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('combobox').first().waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    const sheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.css')),
    );
    expect(sheets.some((path) => /\/assets\/autoship-app-[\w-]+\.css$/.test(path))).toBe(true);
    expect(sheets.filter((path, index) => sheets.indexOf(path) !== index)).toEqual([]);
  });
});
