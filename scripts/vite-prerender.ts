import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  loadProductSnapshot,
  PRERENDER_PRODUCTS_VARIABLE,
  type ProductSnapshot,
} from './prerender/prerender-products.ts';
import { pageFilesOf } from './vite-preload-entry-route.ts';

/**
 * The standalone builds' first screens in their HTML: once the build is written, each page is
 * prerendered into its own file (scripts/prerender/render-pages.mjs), with its own stylesheets
 * linked after the app's. The theme build draws its first screens with Liquid instead
 * (scripts/theme/autoship-first-screen.liquid). With AUTOSHIP_PRERENDER_PRODUCTS (a file or the
 * store's backend), the production build's product pages carry the builder's products taken at
 * build time and are drawn with them (docs/frontend.md, "The first screen in the HTML"); the mock
 * build's always do, taken from its own mock backend.
 */
export function prerenderPages(root: string, mode: string): Plugin {
  let outDir = '';
  let base = '/';
  let styles: Record<string, string[]> = {};
  let snapshot: ProductSnapshot | null = null;
  return {
    name: 'prerender-pages',
    apply: 'build',
    async configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      // The production build only: the mock build takes its own backend's (render-pages.mjs).
      const source = process.env[PRERENDER_PRODUCTS_VARIABLE];
      // Read before anything is compiled: a snapshot that cannot be used fails the build at once.
      if (mode === 'production' && source) snapshot = await loadProductSnapshot(source);
    },
    generateBundle(_options, bundle) {
      const { pages } = pageFilesOf(bundle);
      styles = Object.fromEntries(
        Object.entries(pages).map(([folder, files]) => [
          folder,
          files.css.map((file) => `${base}${file}`),
        ]),
      );
    },
    closeBundle() {
      const work = mkdtempSync(join(tmpdir(), 'autoship-prerender-'));
      try {
        const pagesFile = join(work, 'pages.json');
        writeFileSync(pagesFile, JSON.stringify({ styles, snapshot }));
        execFileSync(
          process.execPath,
          [join(root, 'scripts', 'prerender', 'render-pages.mjs'), mode, outDir, pagesFile],
          { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
