import { fileURLToPath } from 'node:url';
import { build, loadEnv, type Plugin, type Rollup } from 'vite';
import { APP_PATHS } from '#src/app/paths.ts';
import type { EarlyCallConfig } from '#src/api/early-call/early-plan-call.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';

const SOURCE = fileURLToPath(new URL('../src/api/early-call/early-plan-call.ts', import.meta.url));
const ENTRY = '\0early-plan-call-entry';

/**
 * The early plan call as an inline script: src/api/early-call/early-plan-call.ts and what it
 * imports, bundled on their own and minified, run with `config`. A host page puts it after the
 * store context's JSON block (it reads it). Exported for the theme build, whose section inlines
 * the same string.
 *
 * @public
 */
export async function earlyCallScript(config: EarlyCallConfig): Promise<string> {
  const entry: Plugin = {
    name: 'early-plan-call-entry',
    resolveId: (id) => (id === ENTRY ? id : undefined),
    load: (id) =>
      id === ENTRY
        ? `import { startEarlyPlanCall } from ${JSON.stringify(SOURCE)};\n` +
          `startEarlyPlanCall(${JSON.stringify(config)});\n`
        : undefined,
  };
  const result = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [entry],
    build: {
      write: false,
      minify: true,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput;
  const chunk = result.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('the early plan call did not bundle');
  return chunk.code.trim();
}

/** The standalone build's config: the app's routes, API origin and store context defaults. */
function earlyCallConfig(env: Record<string, string>): EarlyCallConfig {
  const { isLoggedIn, authToken, region, webLanguage } = DEFAULT_STORE_CONTEXT;
  return {
    // The routes whose first call is the plan query (spec section 2: the account page lists the
    // plan, the review page chooses its mode from it).
    paths: [APP_PATHS.manage, APP_PATHS.review].map((path) => path.toLowerCase()),
    apiBase: (env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, ''),
    defaults: { isLoggedIn, authToken, region, webLanguage },
    held: env.VITE_API_MOCKING === 'msw',
  };
}

/**
 * index.html starts the route's first call while the page's code downloads (decision 010). Not in
 * Prism mode, whose client adds a header per scenario the host page does not know.
 */
export function earlyCall(): Plugin {
  let script: Promise<string> | null = null;
  return {
    name: 'early-plan-call',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      if (env.VITE_API_MOCKING !== 'prism') script = earlyCallScript(earlyCallConfig(env));
    },
    async transformIndexHtml() {
      if (!script) return [];
      // At the end of <body>: after the store context's JSON block, before the app's code runs.
      return [{ tag: 'script', children: await script, injectTo: 'body' }];
    },
  };
}
