import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comparePngs } from '#tests/browser/support/png-compare.ts';
import { checkAgainstBaseline } from '#tests/browser/support/visual.ts';

// The visual regression check's comparison (tests/browser/visual.test.ts) on pictures made
// here: it must fail on a real change, name the files to look at, and never write a missing
// baseline on its own.

const WIDTH = 40;
const HEIGHT = 30;

/** A white picture with a black `size`×`size` square at (x, y). */
function picture({
  x = 0,
  y = 0,
  size = 0,
  width = WIDTH,
}: {
  x?: number;
  y?: number;
  size?: number;
  width?: number;
} = {}): Buffer {
  const png = new PNG({ width, height: HEIGHT });
  for (let py = 0; py < HEIGHT; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const inside = px >= x && px < x + size && py >= y && py < y + size;
      const offset = (py * width + px) * 4;
      png.data.fill(inside ? 0 : 255, offset, offset + 3);
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** The same picture with its last two pixels black. */
function twoStray(file: Buffer): Buffer {
  const png = PNG.sync.read(file);
  png.data.fill(0, png.data.length - 8, png.data.length - 5);
  png.data.fill(0, png.data.length - 4, png.data.length - 1);
  return PNG.sync.write(png);
}

describe('comparePngs', () => {
  it('finds no difference between two encodings of the same picture', () => {
    expect(comparePngs(picture({ size: 5 }), picture({ size: 5 }))).toEqual({
      kind: 'same',
      diffPixels: 0,
    });
  });

  it('lets a few stray pixels through and fails a moved block, with a diff picture', () => {
    expect(comparePngs(picture(), twoStray(picture()))).toEqual({ kind: 'same', diffPixels: 2 });
    const moved = comparePngs(picture({ size: 10 }), picture({ x: 5, size: 10 }));
    expect(moved.kind).toBe('different');
    if (moved.kind !== 'different') return;
    // The 5 columns the block left and the 5 it entered, 10 rows each.
    expect(moved.diffPixels).toBe(100);
    const diff = PNG.sync.read(moved.diffPng);
    expect([diff.width, diff.height]).toEqual([WIDTH, HEIGHT]);
  });

  it('reports a picture of another size as such', () => {
    expect(comparePngs(picture(), picture({ width: WIDTH + 1 }))).toEqual({
      kind: 'size',
      expected: `${WIDTH}×${HEIGHT}`,
      actual: `${WIDTH + 1}×${HEIGHT}`,
    });
  });
});

describe('checkAgainstBaseline', () => {
  let baselineDir: string;
  let failureDir: string;

  beforeEach(() => {
    const root = mkdtempSync(join(tmpdir(), 'visual-baseline-'));
    baselineDir = join(root, 'baselines');
    failureDir = join(root, 'failures');
  });
  afterEach(() => {
    rmSync(join(baselineDir, '..'), { recursive: true, force: true });
  });

  function check(name: string, actual: Buffer, update = false) {
    return () => checkAgainstBaseline({ name, actual, baselineDir, failureDir, update });
  }

  function writeBaseline(name: string, data: Buffer) {
    checkAgainstBaseline({ name, actual: data, baselineDir, failureDir, update: true });
    expect(readFileSync(join(baselineDir, `${name}.png`))).toEqual(data);
  }

  it('passes a screenshot that matches its baseline and writes nothing to look at', () => {
    writeBaseline('page', picture({ size: 10 }));
    expect(check('page', picture({ size: 10 }))).not.toThrow();
    expect(existsSync(failureDir)).toBe(false);
  });

  it('fails a changed screenshot, naming the actual, expected and diff pictures it wrote', () => {
    writeBaseline('page', picture({ size: 10 }));
    expect(check('page', picture({ x: 5, size: 10 }))).toThrow(
      /page: 100 pixels differ from the baseline; look at .*page\.\{actual,expected,diff\}\.png.*npm run test:update-screenshots/,
    );
    for (const suffix of ['actual', 'expected', 'diff']) {
      expect(PNG.sync.read(readFileSync(join(failureDir, `page.${suffix}.png`))).width).toBe(WIDTH);
    }
  });

  it('fails a screenshot of another size, saying both sizes', () => {
    writeBaseline('page', picture());
    expect(check('page', picture({ width: WIDTH + 1 }))).toThrow(
      `page: the page is ${WIDTH + 1}×${HEIGHT} px, its baseline ${WIDTH}×${HEIGHT} px`,
    );
  });

  it('in CI, fails on a missing baseline instead of writing it, and keeps the screenshot', () => {
    vi.stubEnv('CI', 'true');
    expect(check('new-page', picture())).toThrow(
      /new-page: no baseline .*new-page\.png; the screenshot is .*new-page\.actual\.png; if it looks right, run `npm run test:update-screenshots`/,
    );
    expect(existsSync(join(baselineDir, 'new-page.png'))).toBe(false);
    expect(readFileSync(join(failureDir, 'new-page.actual.png'))).toEqual(picture());
  });

  it('in update mode, rewrites a changed baseline and leaves a matching one untouched', () => {
    const original = picture({ size: 10 });
    writeBaseline('page', original);
    // Two stray pixels: within the threshold, so the committed file is not churned.
    check('page', twoStray(original), true)();
    expect(readFileSync(join(baselineDir, 'page.png'))).toEqual(original);
    check('page', picture({ x: 5, size: 10 }), true)();
    expect(readFileSync(join(baselineDir, 'page.png'))).toEqual(picture({ x: 5, size: 10 }));
  });
});
