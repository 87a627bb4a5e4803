/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { blockedHostNote } from './scripts/vite-blocked-host-note.ts';
import { cacheHeaders } from './scripts/vite-cache-headers.ts';
import { earlyCall } from './scripts/vite-early-call.ts';
import { entryChunk } from './scripts/vite-entry-chunk.ts';
import { earlyMockWorker } from './scripts/vite-early-mock-worker.ts';
import { flagAssets } from './scripts/vite-flag-assets.ts';
import { themeBuild } from './scripts/vite-theme-build.ts';
import { mockUnloadTraces } from './scripts/vite-mock-unload-traces.ts';
import { mockImages } from './scripts/vite-mock-images.ts';
import { pageCatalogue } from './scripts/vite-page-catalogue.ts';
import { preloadEntryRoute } from './scripts/vite-preload-entry-route.ts';
import { prerenderPages } from './scripts/vite-prerender.ts';

/**
 * `public/mockServiceWorker.js` (and `mock-worker.js`, which loads it) must be served in development
 * and in the `mock` build, but a production build copies `public/` whole. Vite has one public
 * folder, so the production build deletes the worker after writing (mock code never ships).
 */
function dropMockWorkerFromProduction(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker-from-production',
    apply: 'build',
    closeBundle() {
      for (const file of ['mockServiceWorker.js', 'mock-worker.js']) {
        rmSync(join(outDir, file), { force: true });
      }
    },
  };
}

// One config for the app and for Vitest. Mock mode is chosen by VITE_API_MOCKING
// (see the .env.* files): `msw` in development and in the `mock` build used by the
// browser tests, `prism` for `npm run dev:prism`, `off` in production.
/**
 * Host names the dev and preview servers answer besides localhost and IP addresses (Vite answers
 * 403 "Blocked request" to others): MOCK_ALLOWED_HOSTS=qa-laptop.local,.office.example (a leading
 * dot allows subdomains), or `all` behind a reverse proxy you trust (docs/qa-mock-tools.md).
 */
function allowedHosts(): string[] | true {
  const names = (process.env.MOCK_ALLOWED_HOSTS ?? '').split(',').map((name) => name.trim());
  if (names.includes('all')) return true;
  return names.filter(Boolean);
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    flagAssets(mode === 'theme' ? 'theme' : 'site'),
    // The texts come in the page, not the JS (decision 041): the theme's by Liquid, others inlined.
    pageCatalogue(import.meta.dirname, mode !== 'theme'),
    // The first page's chunk (and, in the mock build, the mock backend's first part: MSW follows
    // after the first paint, mocks/browser.ts) download alongside the main chunk instead of after
    // it.
    // The theme build has no index.html: the theme's section is its page (scripts/theme/).
    ...(mode === 'theme' ? [themeBuild(import.meta.dirname)] : []),
    preloadEntryRoute({
      preload: mode === 'mock' ? ['mocks/browser.ts'] : [],
    }),
    ...(mode === 'mock' ? [earlyMockWorker(), mockUnloadTraces()] : []),
    ...(mode === 'prism' ? [mockImages(import.meta.dirname)] : []),
    // The mock build's first screen shows its products' pictures before MSW answers them.
    ...(mode === 'mock' ? [mockImages(import.meta.dirname, { files: true })] : []),
    // The account and review pages' plan query starts from index.html, not after the JS.
    earlyCall(),
    cacheHeaders(),
    // Vite's 403 for a host name not allowed names MOCK_ALLOWED_HOSTS (allowedHosts() below).
    blockedHostNote(),
    ...(mode === 'production' ? [dropMockWorkerFromProduction('dist')] : []),
    // Each page's first screen in its own HTML file (the theme build's is Liquid's).
    ...(mode === 'production' || mode === 'mock'
      ? [prerenderPages(import.meta.dirname, mode)]
      : []),
  ],
  resolve: {
    alias: [
      // wouter's shim of useSyncExternalStore for React before 18: React 19's own hook instead.
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(
          new URL('./src/app/react-sync-external-store.ts', import.meta.url),
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
  server: { host: '127.0.0.1', port: 5173, allowedHosts: allowedHosts() },
  // Pre-bundled up front so the first `npm run dev` does not reload the page once to optimise
  // the mock backend's dependencies.
  optimizeDeps: { include: ['msw/browser', 'openapi-msw'] },
  preview: { host: '127.0.0.1', port: 4173, allowedHosts: allowedHosts() },
  build: {
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    sourcemap: mode === 'mock',
    rolldownOptions: {
      output: {
        // A route's first paint in as few files as its sharing allows: each file boundary costs
        // the route its imports and what gzip would have shared across it (the review page
        // downloaded twelve files, 3.8 KB gzip more than the same code in one).
        codeSplitting: {
          groups: [
            // The entry's chunk holds what every route downloads first (scripts/vite-entry-chunk.ts):
            // what the entry imports, and what the first paint of three of the five pages uses
            // (the API client, TanStack Query's queries, the buttons, plan items, price lines):
            // account, builder and review 1.5-2.9 KB gzip less, program and payment about 2 more
            // (docs/performance.md, "Byte-only mechanisms").
            { name: entryChunk(import.meta.dirname, 3), debugName: 'entry' },
            // The country data's loader, where it is a chunk of its own (the address form's and
            // its prefetch's), is not named like the data itself (countries-*.js).
            { name: 'country-loader', test: /src[\\/]domain[\\/]address[\\/]countries\.ts$/ },
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
    // expect.poll waits for what the page or a server will do; its 1 s default is a slow frame of
    // Chromium on a loaded machine (a sign-in-required test lost it). As Testing Library's wait.
    expect: { poll: { timeout: 15_000 } },
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
          // A guard against a hang, not a speed expectation: on a 2-core machine under full
          // load a page test may take many times its quiet time.
          testTimeout: 60_000,
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
          // contract:check sends hundreds of requests off the contract on purpose; the mock's
          // line for each refusal would bury the report (tests assert what they need of it).
          onConsoleLog: (log: string) => !log.startsWith('[mock backend]'),
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
