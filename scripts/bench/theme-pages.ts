/**
 * The theme build as a store runs it: the section rendered by Liquid in a theme's page (the
 * stand-in store of tests/support/theme-host.ts, with the builder's products rendered into the
 * store context as the section's product settings give them), its assets from the store's CDN
 * path, the mock backend as the API. The bench measures each route there against a static copy
 * of the same host page, served by the same host (same origin, same connection costs), over
 * HTTPS with HTTP/2 as every page of the bench (servers.ts). The section's API origin is its
 * default, the store's own (an app proxy passes the calls on): an API on another origin costs
 * the first call a connection and a CORS preflight, two more round trips before the plan.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { APP_PATHS } from '#src/app/paths.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';
import { ASSET_PATH, startThemeHost } from '#tests/support/theme-host.ts';
import type { CompressedSize } from './build.ts';
import { sizesOf } from './js-budget.ts';
import { STATIC_COPY_PREFIX } from './servers.ts';

/** Each route's page in the theme build (the templates `npm run build:theme` writes). */
const THEME_PAGES: Record<string, string> = {
  [APP_PATHS.manage]: '/pages/autoship-manage',
  [APP_PATHS.program]: '/pages/autoship-program',
  [APP_PATHS.buildPlan]: '/pages/buildplan',
  [APP_PATHS.payment]: '/pages/payment',
  [APP_PATHS.review]: '/pages/autoship-review',
};

export interface ThemeBench {
  /** The host page of `route`, and its static copy (once `staticPages` holds it). */
  pageOf(route: string): { live: string; staticCopy: string };
  /** Static copies by path on the host (filled by the caller). */
  staticPages: Map<string, string>;
  /** The summed sizes of theme assets, given as the paths the host serves them at. */
  sizesOf(files: readonly string[]): CompressedSize;
  close(): Promise<void>;
}

/** `npm run build:theme` into dist-theme/ (what a store copies into its theme). */
export async function buildTheme(root: string): Promise<string> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'theme', logLevel: 'warn' });
    return join(root, 'dist-theme');
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export async function startThemeBench(themeDir: string, backend: string): Promise<ThemeBench> {
  const staticPages = new Map<string, string>();
  const host = await startThemeHost({
    themeDir,
    backend,
    paymentHosts: new URL(backend).host,
    products: DEFAULT_STORE_CONTEXT.builderProducts,
    staticPages,
    https: true,
    sameOriginApi: true,
  });
  return {
    pageOf(route) {
      const path = THEME_PAGES[route];
      if (!path) throw new Error(`no theme page for ${route}`);
      return { live: host.url + path, staticCopy: host.url + STATIC_COPY_PREFIX + path };
    },
    staticPages,
    sizesOf: (files) =>
      sizesOf(
        join(themeDir, 'assets'),
        files.map((file) => file.slice(ASSET_PATH.length)),
      ),
    close: () => host.close(),
  };
}
