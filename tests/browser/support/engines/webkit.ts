import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { vi } from 'vitest';
import { findEngines } from '#scripts/browser-setup/find-engines.ts';
import { thisMachine } from '#scripts/browser-setup/machine.ts';
import { ENGINE_VIEWPORTS, WAIT, type EnginePage, type EngineViewport } from './engine-page.ts';
import {
  describeTarget,
  doublePressActions,
  MIDDLE_POINT,
  PROBLEMS_KEY,
  TEXT_OF,
  withElement,
  type Target,
} from './in-page.ts';
import { isElement, WebDriverSession, type ElementReference } from './webdriver.ts';

/**
 * WebKit as Debian ships it: MiniBrowser (WebKitGTK) in automation mode, driven by
 * WebKitWebDriver, on a virtual display of its own (Xvfb picks a free one: -displayfd).
 */
export interface WebKitDriver {
  url: string;
  miniBrowser: string;
  /** A WebKitWebDriver afresh (new port, same display): `url` names the new one. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A session starts in about 0.2 s here; one that hangs for this long never started. */
const SESSION_START_TIMEOUT_MS = 20_000;

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts Xvfb on the first free display and answers its number. */
function startXvfb(xvfb: string): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      resolve({ display: `:${chunk.toString().trim()}`, child });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.trim()}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function spawnDriver(
  binary: string,
  display: string,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(binary, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // vi.waitFor: a hook's wait (expect.poll is a test's).
  await vi.waitFor(async () => {
    const status = await fetch(`${url}/status`);
    if (!status.ok) throw new Error(`WebKitWebDriver answers ${status.status}`);
  }, WAIT);
  return { child, url };
}

export async function startWebKitDriver(): Promise<WebKitDriver> {
  const engines = findEngines(thisMachine());
  const xvfb = await startXvfb(engines.xvfb);
  let current = await spawnDriver(engines.webkitDriver, xvfb.display);
  const driver: WebKitDriver = {
    url: current.url,
    miniBrowser: engines.miniBrowser,
    async restart() {
      await stopProcess(current.child);
      current = await spawnDriver(engines.webkitDriver, xvfb.display);
      driver.url = current.url;
    },
    stop: async () => {
      await stopProcess(current.child);
      await stopProcess(xvfb.child);
    },
  };
  return driver;
}

/**
 * A MiniBrowser in automation mode that never came up (its session asked for hung a whole minute
 * once in a whole run) may hold WebKitWebDriver, which drives one session at a time: the driver is
 * started afresh and asked once more. A second failure fails the test.
 */
async function startSession(driver: WebKitDriver): Promise<WebDriverSession> {
  const capabilities = {
    acceptInsecureCerts: true,
    'webkitgtk:browserOptions': { binary: driver.miniBrowser, args: ['--automation'] },
  };
  try {
    return await WebDriverSession.start(driver.url, capabilities, SESSION_START_TIMEOUT_MS);
  } catch {
    await driver.restart();
    return WebDriverSession.start(driver.url, capabilities, SESSION_START_TIMEOUT_MS);
  }
}

/**
 * A fresh MiniBrowser (own storage, own service worker) with one tab. Its problems are those the
 * recorder kept in the tab (in-page.ts) on the origin it was first sent to, which must be a
 * recording proxy's (recording-proxy.ts).
 */
export async function openWebKitPage(
  driver: WebKitDriver,
  viewport: EngineViewport = 'desktop',
): Promise<{ page: EnginePage; close: () => Promise<unknown> }> {
  let recordedOrigin: string | undefined;
  const session = await startSession(driver);
  // The Chromium tests' viewport: the window less MiniBrowser's own bars.
  const { width, height } = ENGINE_VIEWPORTS[viewport];
  await session.command('POST', '/window/rect', { width, height });
  const [barsWidth, barsHeight] = await session.execute<[number, number]>(
    'return [outerWidth - innerWidth, outerHeight - innerHeight]',
  );
  await session.command('POST', '/window/rect', {
    width: width + barsWidth,
    height: height + barsHeight,
  });
  const elementFor = async (target: Target): Promise<ElementReference> => {
    const element = await session.execute<unknown>(
      `return ${withElement(target, 'return element;')}`,
    );
    if (!isElement(element)) {
      throw new Error(`webkit: no ${describeTarget(target)} on ${await session.url()}`);
    }
    return element;
  };
  const page: EnginePage = {
    engine: 'webkit',
    goto: async (url) => {
      recordedOrigin ??= new URL(url).origin;
      await session.navigate(url);
    },
    url: () => session.url(),
    has: async (target) =>
      (await session.execute(`return ${withElement(target, 'return !!element;')}`)) === true,
    textOf: (target) => session.execute(`return ${withElement(target, TEXT_OF)}`),
    bodyText: () => session.execute('return document.body.innerText'),
    click: async (target) => {
      const element = await elementFor(target);
      // WebDriver scrolls an element only to the viewport's edge, under any sticky bar there.
      await session.execute('arguments[0].scrollIntoView({ block: "center" })', [element]);
      try {
        await session.click(element);
      } catch (error) {
        // A styled checkbox hides its input: the shopper clicks its label.
        if (!String(error).includes('not interactable')) throw error;
        const label = await session.execute<unknown>(
          'return (arguments[0].labels && arguments[0].labels[0]) || null',
          [element],
        );
        if (!isElement(label))
          throw new Error(`webkit: ${describeTarget(target)}: ${String(error)}`);
        await session.click(label);
      }
    },
    doubleTap: async (target, intervalMs) => {
      const point = await session.execute<unknown>(`return ${withElement(target, MIDDLE_POINT)}`);
      if (!Array.isArray(point)) throw new Error(`webkit: no ${describeTarget(target)}`);
      const [x, y] = point as [number, number];
      // WebKitGTK takes touch actions but delivers mouse events for them: a mouse, said so.
      await session.command('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: doublePressActions(x, y, intervalMs),
          },
        ],
      });
      await session.command('DELETE', '/actions');
    },
    fill: async (target, value) => {
      const element = await elementFor(target);
      await session.clear(element);
      if (value !== '') await session.type(element, value);
    },
    select: async (target, option) => {
      const field = await elementFor(target);
      const item = await session.execute<unknown>(
        'return [...arguments[0].options].find((item) => item.text.trim() === arguments[1] || item.value === arguments[1]) || null',
        [field, option],
      );
      if (!isElement(item))
        throw new Error(`webkit: no option "${option}" in ${describeTarget(target)}`);
      await session.click(item);
    },
    evaluate: (expression) => session.execute(`return ${expression}`),
    problems: async () => {
      if (recordedOrigin === undefined) return [];
      if (new URL(await session.url()).origin !== recordedOrigin) {
        await session.navigate(`${recordedOrigin}/__engine-problems`);
      }
      const kept = await session.execute<string | null>(
        `return sessionStorage.getItem('${PROBLEMS_KEY}')`,
      );
      return JSON.parse(kept ?? '[]') as string[];
    },
  };
  return { page, close: () => session.end() };
}
