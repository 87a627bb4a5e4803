import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';

/**
 * A finger on a phone in Chromium, through the DevTools protocol's touch input: what a tap really
 * delivers (pointer and touch events, then the mouse events and the click the browser makes of
 * them, with no 300 ms wait at width=device-width), at a time the test names.
 */
interface TouchLog {
  /** event.timeStamp of each touchstart, as the page received it. */
  starts: number[];
  ends: number;
  /** Input sent after a tap: once the page has it, it has handled the tap and its click. */
  barriers: number;
}

declare global {
  interface Window {
    __touchLog?: TouchLog;
  }
}

/** How long a finger rests on the glass in a quick tap. */
const FINGER_DOWN_MS = 40;

/** Records the touches the page receives; call before the page loads. */
export async function watchTouches(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: TouchLog = { starts: [], ends: 0, barriers: 0 };
    window.__touchLog = log;
    const options = { capture: true, passive: true };
    addEventListener('touchstart', (event) => log.starts.push(event.timeStamp), options);
    addEventListener('touchend', () => (log.ends += 1), options);
    addEventListener('mousemove', () => (log.barriers += 1), options);
  });
}

function touchLog(page: Page): Promise<TouchLog> {
  return page.evaluate(() => {
    if (!window.__touchLog) throw new Error('watchTouches() was not called before the page loaded');
    return { ...window.__touchLog, starts: [...window.__touchLog.starts] };
  });
}

export interface Finger {
  /** Taps `point`: now, or stamped at `at` on the page's clock (performance.now). */
  tap(point: Point, at?: number): Promise<void>;
  /**
   * Resolves once the page has handled every tap so far, the click the browser made of the last
   * one included: input is handled in order, so a mouse move sent after it is handled after it.
   */
  settled(): Promise<void>;
}

export interface Point {
  x: number;
  y: number;
}

export async function finger(page: Page): Promise<Finger> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  // The protocol's timestamps are seconds since 1970; the page's clock counts from timeOrigin.
  const stamp = (at: number | undefined) =>
    at === undefined ? {} : { timestamp: (timeOrigin + at) / 1000 };
  return {
    async tap({ x, y }, at) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x, y }],
        ...stamp(at),
      });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchEnd',
        touchPoints: [],
        ...stamp(at === undefined ? undefined : at + FINGER_DOWN_MS),
      });
    },
    async settled() {
      const { barriers } = await touchLog(page);
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 1, y: 1 });
      await page.waitForFunction((seen) => (window.__touchLog?.barriers ?? 0) > seen, barriers);
    },
  };
}

/** The middle of `target` once scrolled into view, where a thumb lands on it. */
export async function middleOf(target: Locator): Promise<Point> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${String(target)} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Two taps on `point` `intervalMs` apart, as a clumsy thumb gives them: the first now; once
 * `shown` (what the first opens) is there, the second, stamped `intervalMs` after the first as the
 * page received it and sent no earlier than that time. However busy the machine, the page sees
 * the interval the test names; it answers once the page has handled both taps.
 */
export async function doubleTap(
  page: Page,
  thumb: Finger,
  point: Point,
  intervalMs: number,
  shown: () => Promise<unknown>,
): Promise<void> {
  const before = await touchLog(page);
  await thumb.tap(point);
  await page.waitForFunction(
    (count) => (window.__touchLog?.starts.length ?? 0) > count,
    before.starts.length,
  );
  const { starts } = await touchLog(page);
  const first = starts.at(-1) ?? 0;
  await shown();
  const second = first + intervalMs;
  await page.waitForFunction((at) => performance.now() >= at, second, { polling: 'raf' });
  await thumb.tap(point, second);
  await thumb.settled();
}
