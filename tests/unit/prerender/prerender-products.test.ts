import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findProduct } from '#mocks/data/catalogue.ts';
import { loadProductSnapshot, SnapshotError } from '#scripts/prerender/prerender-products.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';

/**
 * The builder's products a standalone build takes (AUTOSHIP_PRERENDER_PRODUCTS): from the store's
 * backend by the app's own two calls, or from a file of `/products/{handle}.js` answers; anything
 * the app could not show stops the build with one line naming it.
 */
const IDS = DEFAULT_STORE_CONTEXT.builderProducts;
const ALL = [...IDS.pods, ...IDS.gifts, ...IDS.devices];
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'prerender-products-'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

function product(id: number) {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

/** The one line a snapshot's problem stops the build with. */
async function problem(source: string, ids = IDS): Promise<string> {
  const error: unknown = await loadProductSnapshot(source, ids).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SnapshotError);
  const { message, stack } = error as SnapshotError;
  expect(message).not.toContain('\n');
  expect(stack).toBe(message);
  return message;
}

describe('the builder’s products taken at build time', () => {
  it('from the store’s backend: each builder product as the store answers it, taken now', async () => {
    const before = Date.now();
    const snapshot = await loadProductSnapshot(location.origin);

    expect(snapshot.products.map((item) => item.id)).toEqual(ALL);
    expect(snapshot.products.map((item) => item.variants.map((variant) => variant.price))).toEqual(
      ALL.map((id) => product(id).variants.map((variant) => variant.price)),
    );
    expect(snapshot.productsAsOf).toBeGreaterThanOrEqual(before);
    expect(snapshot.productsAsOf).toBeLessThanOrEqual(Date.now());
  });

  it('from a file: the builder’s products in it (no other), as old as the file', async () => {
    const path = file(
      'products.json',
      JSON.stringify([
        ...ALL.map(product),
        { ...product(ALL[0] ?? 0), id: 123, handle: 'not-in-the-builder' },
      ]),
    );
    const written = new Date('2026-11-27T08:00:00Z');
    utimesSync(path, written, written);
    const snapshot = await loadProductSnapshot(path);

    expect(snapshot.products.map((item) => item.id)).toEqual(ALL);
    expect(snapshot.products[0]?.variants[0]?.price).toBe(product(ALL[0] ?? 0).variants[0]?.price);
    expect(snapshot.productsAsOf).toBe(written.getTime());
  });

  it('a builder product the file lacks is named, and left to the page to ask for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const path = file('some.json', JSON.stringify(ALL.slice(1).map(product)));
    const snapshot = await loadProductSnapshot(path);

    expect(snapshot.products).toHaveLength(ALL.length - 1);
    expect(warn).toHaveBeenCalledWith(
      `AUTOSHIP_PRERENDER_PRODUCTS (${path}): no product ${ALL[0]}; the page asks for it at run time`,
    );
  });
});

describe('a snapshot the build cannot use stops it with one line', () => {
  it('a file that is not there, not JSON, or not a list', async () => {
    const missing = join(folder, 'nowhere.json');
    expect(await problem(missing)).toBe(
      `AUTOSHIP_PRERENDER_PRODUCTS (${missing}): cannot be read (ENOENT)`,
    );
    const broken = file('broken.json', '[{"id": 1,');
    expect(await problem(broken)).toMatch(
      new RegExp(`^AUTOSHIP_PRERENDER_PRODUCTS \\(${broken}\\): is not JSON \\(.+\\)$`),
    );
    const object = file('object.json', JSON.stringify({ products: ALL.map(product) }));
    expect(await problem(object)).toBe(
      `AUTOSHIP_PRERENDER_PRODUCTS (${object}): is not a JSON list of /products/{handle}.js answers`,
    );
  });

  it('a product off the contract’s shape, or with a variant the app cannot price', async () => {
    const first = product(ALL[0] ?? 0);
    const untitled = file('untitled.json', JSON.stringify([{ ...first, title: undefined }]));
    expect(await problem(untitled)).toBe(
      `AUTOSHIP_PRERENDER_PRODUCTS (${untitled}): product 1 (id ${first.id}) is not a /products/{handle}.js answer (openapi.yaml)`,
    );
    const variants = first.variants.map((variant, index) =>
      index === 1 ? { ...variant, price: 12.5 } : variant,
    );
    const priced = file(
      'priced.json',
      JSON.stringify([product(ALL[1] ?? 0), { ...first, variants }]),
    );
    expect(await problem(priced)).toMatch(
      new RegExp(`^AUTOSHIP_PRERENDER_PRODUCTS \\(${priced}\\): product 2 \\(id ${first.id}\\) `),
    );
  });

  it('a builder product the store’s backend does not know', async () => {
    expect(await problem(location.origin, { pods: [9999999], gifts: [], devices: [] })).toBe(
      `AUTOSHIP_PRERENDER_PRODUCTS (${location.origin}): productInfo 9999999 answered no handle`,
    );
  });
});
