import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { compressedSize, sumSizes, type CompressedSize } from './build.ts';
import { initialResources } from './chromium.ts';

/** The JS and CSS files (paths under the site root) a route loads before it is idle. */
export interface RouteFiles {
  route: string;
  js: string[];
  css: string[];
}

/** What `url` downloads before it is idle, nothing clicked (see `initialResources`). */
export async function routeFiles(browser: Browser, url: string): Promise<RouteFiles> {
  const files = await initialResources(browser, url);
  return {
    route: new URL(url).pathname,
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/** The summed sizes of built files, as served (paths under the site root `dir`). */
export function sizesOf(dir: string, files: readonly string[]): CompressedSize {
  return sumSizes(files.map((file) => compressedSize(join(dir, file))));
}
