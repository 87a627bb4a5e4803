/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { cacheHeaders } from './scripts/vite-cache-headers.ts';
import { earlyCall } from './scripts/vite-early-call.ts';
import { earlyMockWorker } from './scripts/vite-early-mock-worker.ts';
import { flagAssets } from './scripts/vite-flag-assets.ts';
import { themeBuild } from './scripts/vite-theme-build.ts';
import { mockUnloadTraces } from './scripts/vite-mock-unload-traces.ts';
import { preloadEntryRoute } from './scripts/vite-preload-entry-route.ts';

/**
 * `public/mockServiceWorker.js` must be served in development and in the `mock` build, but a
 * production build copies `public/` whole. Vite has one public folder, so the production build
 * deletes the worker after writing (mock code never ships).
 */
function dropMockWorkerFromProduction(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker-from-production',
    apply: 'build',
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

// One config for the app and for Vitest. Mock mode is chosen by VITE_API_MOCKING
// (see the .env.* files): `msw` in development and in the `mock` build used by the
// browser tests, `prism` for `npm run dev:prism`, `off` in production.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    flagAssets(mode === 'theme' ? 'theme' : 'site'),
    // The first page's chunk (and, in the mock build, the mock backend's first part: MSW follows
    // after the first paint, mocks/browser.ts) download alongside the main chunk instead of after
    // it.
    // The theme build has no index.html: the theme's section is its page (scripts/theme/).
    ...(mode === 'theme' ? [themeBuild(import.meta.dirname)] : []),
    preloadEntryRoute({
      preload: mode === 'mock' ? ['mocks/browser.ts'] : [],
    }),
    ...(mode === 'mock' ? [earlyMockWorker(), mockUnloadTraces()] : []),
    // The account and review pages' plan query starts from index.html, not after the JS.
    earlyCall(),
    cacheHeaders(),
    ...(mode === 'production' ? [dropMockWorkerFromProduction('dist')] : []),
  ],
  resolve: {
    alias: [
      // React 19's own useSyncExternalStore for wouter, not the shim for React 17 (every page).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      // The mock build's MSW gets a small cookie jar instead of tough-cookie and its public-suffix
      // list (~120 KB gzip in front of every page; see mocks/msw-cookie-jar.ts for why it is safe).
      ...(mode === 'mock'
        ? [
            {
              find: /^tough-cookie$/,
              replacement: fileURLToPath(new URL('./mocks/msw-cookie-jar.ts', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  // Pre-bundled up front so the first `npm run dev` does not reload the page once to optimise
  // the mock backend's dependencies.
  optimizeDeps: { include: ['msw/browser', 'openapi-msw'] },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    // Every browser the app supports preloads modules itself (Chromium 66, Firefox 115, Safari
    // 17); an older one only loses the preloading. Vite's polyfill was in every page's main chunk.
    modulePreload: { polyfill: false },
    sourcemap: mode === 'mock',
    rolldownOptions: {
      output: {
        // What the pages share (the API client, TanStack Query's query code, React's own package,
        // the buttons, and what four of them show: product names, plan items, price lines) is one
        // chunk instead of several small ones that most pages loaded anyway: fewer requests and
        // better compression. Shared by four rather than five chunks: account, builder and review
        // 0.8–0.9 KB gzip less each, payment 0.6 more (it has room under the budget). Lazy parts
        // count among the chunks sharing a module: the same-origin check, which only code loaded
        // on demand uses (the login redirect, the no-plan view's link, the payment hand-off,
        // which only the payment page loads at once), stays out of every page's first download.
        codeSplitting: {
          groups: [
            { name: 'shared', test: /^(?!.*same-origin-path)/, minShareCount: 4 },
            // The country data's loader, where it is a chunk of its own (the address form's and
            // its prefetch's), is not named like the data itself (countries-*.js).
            { name: 'country-loader', test: /src[\\/]domain[\\/]address[\\/]countries\.ts$/ },
            // The answer checks of the calls a page makes together are one chunk: the plan's and
            // its addresses' (account and review pages), the products' (program page, builder).
            // They share most of their code, so together they compress far better: review 1.2 KB
            // gzip less, program and builder 0.3, account 0.1 more (the saved addresses' checks,
            // which its address form needs).
            {
              name: 'plan-checks',
              test: /answer-validators[\\/](queryAutoShipPlan|getPlanAddress|queryCustomerAddress)\.js$/,
            },
            {
              name: 'product-checks',
              test: /answer-validators[\\/](getStoreProduct|getShopifyProductInfo)\.js$/,
            },
          ],
        },
      },
    },
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Speed: two workers even on a 2-core machine, whose default is one. The browser
    // files spend most of their time waiting on Chromium and timers, so two of them, or one
    // beside the unit and contract files, share the machine well (npm test 293 s → 226 s here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-unit.ts', 'tests/support/answer-assertions.ts'],
          // Speed: each worker sets jsdom and the modules up once for all its files
          // instead of once per file (most of the unit project's time). setup-unit.ts gives every
          // file a fresh page (DOM, storage, cookies, URL); stubbed globals are restored after
          // each test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: ['tests/support/answer-assertions.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file launches its own Chromium with fresh contexts (own storage, own service
          // worker) against the one static preview, so two files can run at once.
          fileParallelism: true,
        },
      },
    ],
  },
}));
