import { resolve } from 'node:path';
import { build, loadEnv, type Plugin, type Rollup } from 'vite';
import { APP_PATHS } from '#src/app/paths.ts';
import type { EarlyCallConfig } from '#src/api/early-call/early-plan-call.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';

const SOURCE = resolve(import.meta.dirname, '../src/api/early-call/early-plan-call.ts');
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

// The routes whose first call is the plan query (spec section 2: the account page lists the
// plan, the review page chooses its mode from it).
const EARLY_CALL_ROUTES: EarlyCallConfig['routeNames'] = ['manage', 'review'];

/** The standalone build's config: the app's routes, API origin and store context defaults. */
function earlyCallConfig(env: Record<string, string>, modulePreloads: string[]): EarlyCallConfig {
  const { isLoggedIn, authToken, region, webLanguage } = DEFAULT_STORE_CONTEXT;
  return {
    paths: [APP_PATHS.manage, APP_PATHS.review].map((path) => path.toLowerCase()),
    routeNames: EARLY_CALL_ROUTES,
    apiBase: (env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, ''),
    modulePreloads,
    defaults: { isLoggedIn, authToken, region, webLanguage },
    held: env.VITE_API_MOCKING === 'msw',
  };
}

/** The chunk holding the plan answer's checks (generated, one per operation). */
export function planChecksChunk(bundle: Rollup.OutputBundle | undefined): string | null {
  const chunk = Object.values(bundle ?? {}).find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' &&
      (item.facadeModuleId ?? '').endsWith('/answer-validators/queryAutoShipPlan.js'),
  );
  return chunk?.fileName ?? null;
}

/**
 * The theme section's early call (snippets/autoship-early-call.liquid, rendered by the section
 * right after the store context): the same script as index.html's, with the store context's
 * routes and API origin (a theme build is one set of files for every store), and its answer's
 * checks preloaded from the theme's assets (`asset_url`: their CDN address is the store's). The
 * script is between raw tags: Liquid must not read its code.
 */
export async function themeEarlyCallSnippet(planChecks: string | null): Promise<string> {
  const { region, webLanguage } = DEFAULT_STORE_CONTEXT;
  const script = await earlyCallScript({
    paths: [],
    routeNames: EARLY_CALL_ROUTES,
    apiBase: '',
    modulePreloads: [],
    // A theme renders every field; these only stand for one it leaves out.
    defaults: { isLoggedIn: false, authToken: null, region, webLanguage },
    held: false,
  });
  const preload = planChecks
    ? `{%- if template.suffix == 'autoship-manage' or template.suffix == 'autoship-review' -%}\n` +
      `<link rel="modulepreload" href="{{ ${JSON.stringify(planChecks)} | asset_url }}">\n` +
      `{%- endif -%}\n`
    : '';
  return (
    `{%- comment -%} Written by npm run build:theme (scripts/vite-early-call.ts): the route's ` +
    `first call starts while the app's files download. {%- endcomment -%}\n` +
    preload +
    `<script>{% raw %}${script}{% endraw %}</script>\n`
  );
}

const STORE_CONTEXT_BLOCK =
  /<script type="application\/json" id="autoship-store-context">[\s\S]*?<\/script>/;

/**
 * index.html starts the route's first call while the page's code downloads (decision 010), right
 * after the store context's block, which it reads (in <head>, before any stylesheet, which would
 * hold an inline script back until it has loaded). Not in Prism mode, whose client adds a header
 * per scenario that the host page does not know.
 */
export function earlyCall(): Plugin {
  let env: Record<string, string> = {};
  let base = '/';
  return {
    name: 'early-plan-call',
    apply: 'build',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (env.VITE_API_MOCKING === 'prism') return html;
        const checks = planChecksChunk(context.bundle);
        const script = await earlyCallScript(
          earlyCallConfig(env, checks ? [`${base}${checks}`] : []),
        );
        const tag = `<script>${script}</script>`;
        if (!STORE_CONTEXT_BLOCK.test(html))
          throw new Error('index.html has no store context block');
        return html.replace(STORE_CONTEXT_BLOCK, (block) => `${block}\n    ${tag}`);
      },
    },
  };
}
