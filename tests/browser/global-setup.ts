import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumExecutable } from '#scripts/browser-setup/chromium.ts';

/**
 * Browser-test global setup: build the app once in mode `mock` (and the theme build, for the
 * host-page tests) (VITE_API_MOCKING=msw from
 * .env.mock, output `dist-mock/`), serve it with Vite's preview server (static files, SPA
 * fallback to index.html) on a free port of 127.0.0.1, and hand the address to the tests as
 * `inject('baseURL')`.
 *
 * Fast local iteration: `BROWSER_TESTS_SKIP_BUILD=1 npx vitest run --project browser` reuses an
 * existing `dist-mock/` instead of rebuilding (rebuild after changing app code!). CI never sets it.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the served mock build, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** Folder of the theme build (`npm run build:theme`): assets/, sections/, snippets/, … */
    themeDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const configFile = resolve(root, 'vite.config.ts');
const outDir = resolve(root, 'dist-mock');
const themeDir = resolve(root, 'dist-theme');

/**
 * The mock build in dist-mock/, then the theme build in dist-theme/ (the host-page tests), unless
 * `npm test` has just made it for the budget check (BROWSER_TESTS_REUSE_THEME=1).
 */
async function buildApps(): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile, mode: 'mock', logLevel: 'warn', build: { outDir } });
    const themeBuilt =
      process.env.BROWSER_TESTS_REUSE_THEME === '1' &&
      existsSync(resolve(themeDir, 'snippets', 'autoship-entry.liquid'));
    if (!themeBuilt) await build({ root, configFile, mode: 'theme', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // No browser: stop here with the set-up's one message (`npm test` installs it first; a bare
  // `vitest run --project browser` does not), not with a launch failure in every file.
  chromiumExecutable();
  const reuse =
    process.env.BROWSER_TESTS_SKIP_BUILD === '1' &&
    existsSync(resolve(outDir, 'index.html')) &&
    existsSync(resolve(themeDir, 'snippets', 'autoship-entry.liquid'));
  if (reuse)
    console.info('[browser tests] BROWSER_TESTS_SKIP_BUILD=1: reusing dist-mock/ and dist-theme/');
  else await buildApps();
  project.provide('themeDir', themeDir);

  const server: PreviewServer = await preview({
    root,
    configFile,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir },
    // Port 0: the OS picks a free port, so parallel runs and a running `npm run preview` coexist.
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });

  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') {
    await server.close();
    throw new Error('preview server has no TCP address');
  }
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);

  return async () => {
    await server.close();
  };
}
