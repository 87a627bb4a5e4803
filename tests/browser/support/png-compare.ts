import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far a screenshot may drift from its baseline and still pass. pixelmatch's per-pixel
 * `threshold` (0–1, YIQ colour distance; anti-aliased pixels are ignored apart) is 0.05, half its
 * default: at 0.1 the muted text turning from #525866 to #6b7280 passed unseen, at 0.05 it
 * changes 2702 pixels of the empty account page. Compared at threshold 0, runs here differ in no
 * pixel; a real change (a label, a price, a moved block) changes hundreds, far above
 * `maxDiffPixels`.
 */
export interface CompareOptions {
  /** Per-pixel colour distance ignored (pixelmatch's `threshold`). */
  threshold: number;
  /** Pixels allowed to differ before the picture counts as changed. */
  maxDiffPixels: number;
}

export const DEFAULT_COMPARE_OPTIONS: CompareOptions = { threshold: 0.05, maxDiffPixels: 20 };

export type PngComparison =
  | { kind: 'same'; diffPixels: number }
  | { kind: 'different'; diffPixels: number; diffPng: Buffer }
  | { kind: 'size'; expected: string; actual: string };

function sizeOf(png: PNG): string {
  return `${png.width}×${png.height}`;
}

/** Compares two PNG files' pixels; a different size is a difference of its own (no diff image). */
export function comparePngs(
  expectedFile: Buffer,
  actualFile: Buffer,
  options: CompareOptions = DEFAULT_COMPARE_OPTIONS,
): PngComparison {
  const expected = PNG.sync.read(expectedFile);
  const actual = PNG.sync.read(actualFile);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { kind: 'size', expected: sizeOf(expected), actual: sizeOf(actual) };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const diffPixels = pixelmatch(
    expected.data,
    actual.data,
    diff.data,
    expected.width,
    expected.height,
    { threshold: options.threshold },
  );
  if (diffPixels <= options.maxDiffPixels) return { kind: 'same', diffPixels };
  return { kind: 'different', diffPixels, diffPng: PNG.sync.write(diff) };
}
