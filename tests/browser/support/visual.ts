import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './animations.ts';
import { comparePngs } from './png-compare.ts';

/**
 * The visual regression check: a screenshot of a settled page compared with its committed
 * baseline. Baselines are taken with the pinned fonts (scripts/browser-setup/fonts.conf) on
 * Debian's Chromium; `npm run test:update-screenshots` (UPDATE_SCREENSHOTS=1) rewrites them.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const BASELINE_DIR = resolve(ROOT, 'tests/browser/visual-baselines');
/** Git-ignored (test-results/): what a failed comparison saw, next to what it expected. */
const FAILURE_DIR = resolve(ROOT, 'test-results/visual');

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const UPDATE_COMMAND = 'npm run test:update-screenshots';
/** Shots taken until two in a row are identical: a page still moving is never compared. */
const MAX_SHOTS = 6;

/**
 * Waits for everything that draws differently from run to run: requests answered, skeletons
 * gone, fonts loaded, images decoded (lazy ones too, a full-page shot shows them), finite
 * animations ended, the pointer away from any hover style, the page scrolled to the top (the
 * sticky nav bar is drawn mid-picture otherwise).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByTestId('skeleton').count(), { timeout: 15_000 }).toBe(0);
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await animationsSettled(page);
}

async function stableShot(page: Page, fullPage: boolean): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let shot = 0; shot < MAX_SHOTS; shot += 1) {
    // Finite animations jump to their end, endless ones (spinners) to their start; no caret.
    const current = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
    // Same pixels, same bytes: Chromium encodes a picture the same way every time.
    if (previous?.equals(current)) return current;
    previous = current;
    await page.waitForTimeout(100);
  }
  throw new Error(`the page kept changing over ${MAX_SHOTS} screenshots: nothing to compare`);
}

function writeFailure(failureDir: string, name: string, files: Record<string, Buffer>): string {
  mkdirSync(failureDir, { recursive: true });
  for (const suffix of ['actual', 'expected', 'diff']) {
    rmSync(resolve(failureDir, `${name}.${suffix}.png`), { force: true });
  }
  for (const [suffix, data] of Object.entries(files)) {
    writeFileSync(resolve(failureDir, `${name}.${suffix}.png`), data);
  }
  return relative(ROOT, failureDir);
}

interface BaselineCheck {
  name: string;
  /** The screenshot just taken (PNG). */
  actual: Buffer;
  baselineDir: string;
  failureDir: string;
  /** Write the baseline instead of comparing (`npm run test:update-screenshots`). */
  update: boolean;
}

/**
 * Compares `actual` with `<baselineDir>/<name>.png`, throwing a message that names the files
 * to look at. A missing baseline fails, in CI or not: it is never written silently. In update
 * mode the baseline is written, unless the screenshot still matches it (no churn from the
 * threshold's noise).
 */
export function checkAgainstBaseline({
  name,
  actual,
  baselineDir,
  failureDir,
  update,
}: BaselineCheck): void {
  const baselinePath = resolve(baselineDir, `${name}.png`);
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
  const comparison = baseline ? comparePngs(baseline, actual) : undefined;

  if (update) {
    if (comparison?.kind !== 'same') {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(baselinePath, actual);
    }
    return;
  }
  if (!baseline || !comparison) {
    const folder = writeFailure(failureDir, name, { actual });
    throw new Error(
      `${name}: no baseline ${relative(ROOT, baselinePath)}; the screenshot is ` +
        `${folder}/${name}.actual.png; if it looks right, run \`${UPDATE_COMMAND}\` and commit ` +
        'the baseline',
    );
  }
  if (comparison.kind === 'same') return;
  if (comparison.kind === 'size') {
    const folder = writeFailure(failureDir, name, { actual, expected: baseline });
    throw new Error(
      `${name}: the page is ${comparison.actual} px, its baseline ${comparison.expected} px; ` +
        `look at ${folder}/${name}.{actual,expected}.png; a change on purpose: \`${UPDATE_COMMAND}\``,
    );
  }
  const folder = writeFailure(failureDir, name, {
    actual,
    expected: baseline,
    diff: comparison.diffPng,
  });
  throw new Error(
    `${name}: ${comparison.diffPixels} pixels differ from the baseline; look at ` +
      `${folder}/${name}.{actual,expected,diff}.png (the diff marks changed pixels in red); ` +
      `a change on purpose: \`${UPDATE_COMMAND}\``,
  );
}

interface ShotOptions {
  /** The whole page (default) or only the viewport (a fixed dialog over the page). */
  fullPage?: boolean;
}

/** Screenshots the settled page and checks it against `visual-baselines/<name>.png`. */
export async function expectScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: ShotOptions = {},
): Promise<void> {
  await settle(page);
  const actual = await stableShot(page, fullPage);
  checkAgainstBaseline({
    name,
    actual,
    baselineDir: BASELINE_DIR,
    failureDir: FAILURE_DIR,
    update: UPDATE,
  });
}
