import { expect } from 'vitest';
import {
  CLICK_POINT,
  describeTarget,
  RECORD_SHOWN_TEXT,
  withElement,
  type Target,
} from './in-page.ts';

export type EngineName = 'firefox' | 'webkit';

/** The Chromium tests' desktop, or a phone (the double-tap tests'). */
export type EngineViewport = 'desktop' | 'phone';

export const ENGINE_VIEWPORTS: Record<EngineViewport, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/** One tab of Firefox or WebKit, driven as a shopper would: by what the page shows. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Whether a visible element matches `target` now. */
  has(target: Target): Promise<boolean>;
  /** The element's text (a field's value), or null when there is none. */
  textOf(target: Target): Promise<string | null>;
  /** The text the page shows, as the shopper reads it. */
  bodyText(): Promise<string>;
  /** A click with the driver's pointer (the element scrolled into view). */
  click(target: Target): Promise<void>;
  /**
   * Two presses on the middle of `target` (scrolled to the middle of the viewport) `intervalMs`
   * apart, sent as one input sequence whose pause the browser keeps: touch where the driver
   * delivers touch events (Firefox), a mouse where it does not (WebKitGTK).
   */
  doubleTap(target: Target, intervalMs: number): Promise<void>;
  /** Replaces a text field's value by typing `value`. */
  fill(target: Target, value: string): Promise<void>;
  /** Picks the option whose text is `option` in a <select>. */
  select(target: Target, option: string): Promise<void>;
  /** Runs `expression` (a JavaScript expression) in the page and answers its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Page errors, unhandled rejections and console errors since the tab opened. */
  problems(): Promise<string[]>;
}

/** Waits on a condition, not a clock: as long as a loaded 2-core machine may need. */
export const WAIT = { timeout: 30_000, interval: 100 };

export async function waitFor(page: EnginePage, target: Target): Promise<void> {
  await expect
    .poll(() => page.has(target), { ...WAIT, message: `${page.engine}: ${describeTarget(target)}` })
    .toBe(true);
}

export async function waitForGone(page: EnginePage, target: Target): Promise<void> {
  await expect
    .poll(() => page.has(target), {
      ...WAIT,
      message: `${page.engine}: ${describeTarget(target)} to go`,
    })
    .toBe(false);
}

export async function waitForText(page: EnginePage, text: string): Promise<void> {
  await expect
    .poll(() => page.bodyText(), { ...WAIT, message: `${page.engine}: the text "${text}"` })
    .toContain(text);
}

/**
 * Runs `act`, then waits until the page has shown `text`, however briefly (a toast): the text is
 * recorded as it appears, not looked for afterwards.
 */
export async function waitForShownAfter(
  page: EnginePage,
  act: () => Promise<void>,
  text: string,
): Promise<void> {
  await page.evaluate(RECORD_SHOWN_TEXT);
  await act();
  await expect
    .poll(
      () =>
        page.evaluate<boolean>(
          `(window.__shownText || []).some((line) => line.includes(${JSON.stringify(text)}))`,
        ),
      { ...WAIT, message: `${page.engine}: the page to show "${text}"` },
    )
    .toBe(true);
}

/**
 * Resolves once `target` could be clicked as Playwright would click it: there, enabled, on top
 * where the click lands, and still (the same place twice running: a lazy part arriving above
 * moves it).
 */
export async function whenStill(page: EnginePage, target: Target): Promise<void> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const point = await page.evaluate<string | null>(withElement(target, CLICK_POINT));
        const still = point !== null && point === last;
        last = point;
        return still;
      },
      { ...WAIT, message: `${page.engine}: ${describeTarget(target)} to click` },
    )
    .toBe(true);
}

/** Clicks as Playwright would (see `whenStill`). */
export async function press(page: EnginePage, target: Target): Promise<void> {
  await whenStill(page, target);
  await page.click(target);
}
