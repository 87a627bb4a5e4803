import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { PRERENDER_PRODUCTS_VARIABLE } from '#scripts/prerender/prerender-products.ts';

export interface CompressedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BuiltApp {
  outDir: string;
  /** Path under the site root (e.g. /assets/countries-x.js) of the chunk holding the country data. */
  countriesChunk: string | null;
}

/**
 * Builds the app in `mode` into `outDir` (both relative to `root`) and says where things went;
 * `prerenderProducts`: where the production build takes the builder's products
 * (AUTOSHIP_PRERENDER_PRODUCTS), none without it whatever the shell says.
 */
export async function buildApp(
  root: string,
  mode: 'production' | 'mock',
  { prerenderProducts }: { prerenderProducts?: string } = {},
): Promise<BuiltApp> {
  const outDir = mode === 'mock' ? 'dist-mock' : 'dist';
  // A caller under Vitest or with NODE_ENV=development would make Vite bundle React's dev build.
  const nodeEnv = process.env.NODE_ENV;
  const products = process.env[PRERENDER_PRODUCTS_VARIABLE];
  process.env.NODE_ENV = 'production';
  if (prerenderProducts) process.env[PRERENDER_PRODUCTS_VARIABLE] = prerenderProducts;
  else Reflect.deleteProperty(process.env, PRERENDER_PRODUCTS_VARIABLE);
  try {
    const result = await build({ root, mode, logLevel: 'warn', build: { outDir } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs.flatMap((output) => output.output);
    const countries = chunks.find(
      (item): item is Rollup.OutputChunk =>
        item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith('countries.json')),
    );
    return {
      outDir: join(root, outDir),
      countriesChunk: countries ? `/${countries.fileName}` : null,
    };
  } finally {
    process.env.NODE_ENV = nodeEnv;
    if (products === undefined) Reflect.deleteProperty(process.env, PRERENDER_PRODUCTS_VARIABLE);
    else process.env[PRERENDER_PRODUCTS_VARIABLE] = products;
  }
}

const sizeCache = new Map<string, CompressedSize>();

/** The size of a built file as served: raw, gzip (level 9) and brotli (quality 11). */
export function compressedSize(file: string): CompressedSize {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(file);
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
  sizeCache.set(file, size);
  return size;
}

export function sumSizes(sizes: readonly CompressedSize[]): CompressedSize {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
