import { resolve } from 'node:path';
import { build, loadEnv, type Plugin, type Rollup } from 'vite';
import { APP_PATHS } from '#src/app/paths.ts';
import type { EarlyCallConfig } from '#src/api/early-call/early-plan-call.ts';
import { DEFAULT_STORE_CONTEXT } from '#src/api/store-context.ts';

const SOURCE = resolve(import.meta.dirname, '../src/api/early-call/early-calls.ts');
const ENTRY = '\0early-plan-call-entry';

/**
 * The early calls as an inline script: src/api/early-call/early-calls.ts and what it imports,
 * bundled on their own and minified, run with `config`. A host page puts it after the store
 * context's JSON block (it reads it). Exported for the theme build, whose section inlines
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
        ? `import { startEarlyCalls } from ${JSON.stringify(SOURCE)};\n` +
          `startEarlyCalls(${JSON.stringify(config)});\n`
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
// The routes whose first calls are the store context's products (the program page's figures and
// the builder's cards).
const EARLY_PRODUCT_ROUTES: EarlyCallConfig['routeNames'] = ['program', 'buildPlan'];

/** The products' calls: where, the store's origin, and the app's default products. */
function earlyProductsConfig(paths: string[], storeBase: string): EarlyCallConfig['products'] {
  return {
    paths,
    routeNames: EARLY_PRODUCT_ROUTES,
    storeBase,
    ids: DEFAULT_STORE_CONTEXT.builderProducts,
  };
}

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
    products: earlyProductsConfig(
      [APP_PATHS.program, APP_PATHS.buildPlan].map((path) => path.toLowerCase()),
      (env.VITE_STORE_BASE_URL ?? '').trim().replace(/\/+$/, ''),
    ),
  };
}

/** The chunk holding the plan answer's check (generated, one module per operation). */
export function planChecksChunk(bundle: Rollup.OutputBundle | undefined): string | null {
  const chunk = Object.values(bundle ?? {}).find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' &&
      item.moduleIds.some((id) => id.endsWith('/answer-validators/queryAutoShipPlan.js')),
  );
  return chunk?.fileName ?? null;
}

/**
 * Liquid for a theme asset's URL without the version query (`?v=…`) Shopify's asset_url adds:
 * the app's files import each other by name, relative to the importer, without it. A preload or
 * a script must name the very URL the app then asks for, or the file is downloaded twice (a
 * module, run twice); the names carry a content hash, so the query adds nothing.
 */
function unversionedAssetUrl(file: string): string {
  return `{{ ${JSON.stringify(file)} | asset_url | split: '?' | first }}`;
}

/**
 * snippets/autoship-entry.liquid: the app's entry script, by its content-hashed name. With the
 * version query, the browser would run it twice: once for the page, once more for the first
 * chunk that imports what the entry holds (by its name alone).
 */
export function themeEntrySnippet(entry: string, stylesheet: string): string {
  return (
    `{%- comment -%} Written by npm run build:theme (scripts/vite-early-call.ts): the app's ` +
    `stylesheet and entry. {%- endcomment -%}\n` +
    // Without the version query, as the app's chunks name the stylesheet among their
    // dependencies: one address, so one download. The hash in its name tells versions apart.
    `${stylesheetTag(stylesheet)}\n` +
    `<script type="module" src="${unversionedAssetUrl(entry)}"></script>\n`
  );
}

function stylesheetTag(file: string): string {
  return `{{ "${file}" | asset_url | split: '?' | first | stylesheet_tag }}`;
}

/** A module preload of a theme asset, by the URL the app imports it by. */
function modulePreload(file: string): string {
  return `<link rel="modulepreload" href="${unversionedAssetUrl(file)}">`;
}

/** A theme template's own files to preload: `page.<suffix>.json` → files in assets/. */
export type TemplatePreloads = Record<string, { js: string[]; css: string[] }>;

/**
 * The theme section's early call (snippets/autoship-early-call.liquid, rendered by the section
 * right after the store context): the same script as index.html's, with the store context's
 * routes and API origin (a theme build is one set of files for every store). Then the entry's own
 * imports (the shared chunk: without the preload, the browser finds it only once the entry has
 * downloaded, one more round trip before the first paint), and per template,
 * the files its page needs that the entry does not import (its chunk, their CSS) and, on the
 * account and review pages, the plan answer's checks, preloaded from the theme's assets
 * (`asset_url`: their CDN address is the store's); none of these holds the inline script back,
 * which a stylesheet before it would. The script is between raw tags: Liquid must not read it.
 */
export async function themeEarlyCallSnippet(
  planChecks: string | null,
  templates: TemplatePreloads,
  entryImports: readonly string[],
): Promise<string> {
  const { region, webLanguage } = DEFAULT_STORE_CONTEXT;
  const script = await earlyCallScript({
    paths: [],
    routeNames: EARLY_CALL_ROUTES,
    apiBase: '',
    modulePreloads: [],
    // A theme renders every field; these only stand for one it leaves out.
    defaults: { isLoggedIn: false, authToken: null, region, webLanguage },
    held: false,
    products: earlyProductsConfig([], ''),
  });
  const planTemplates = new Set(EARLY_CALL_ROUTES.map((name) => `autoship-${name}`));
  const cases = Object.entries(templates).map(([suffix, files]) => {
    // Once each: the plan's checks may be in a chunk the page imports anyway.
    const js = [
      ...new Set([...(planChecks && planTemplates.has(suffix) ? [planChecks] : []), ...files.js]),
    ];
    const links = [
      ...js.map(modulePreload),
      // The page's stylesheets are fetched now and applied by the app's loader, which adds them
      // after the app's own stylesheet (a page's rules must come after the shared ones they
      // refine) and asks in CORS mode, as this preload does, so it is not fetched twice. Not
      // Shopify's preload_tag: it cannot say crossorigin, nor name the URL without its query.
      ...files.css.map(
        (file) =>
          `{% # theme-check-disable AssetPreload %}<link rel="preload" as="style" crossorigin href="${unversionedAssetUrl(file)}">{% # theme-check-enable AssetPreload %}`,
      ),
    ];
    return `{%- when ${JSON.stringify(suffix)} -%}\n${links.join('\n')}\n`;
  });
  return (
    `{%- comment -%} Written by npm run build:theme (scripts/vite-early-call.ts): the route's ` +
    `first call and files start while the app's entry downloads. theme-check's AssetPreload is ` +
    `disabled around the stylesheet preloads: Shopify's preload_tag can neither say crossorigin ` +
    `nor drop asset_url's ?v= query, and the app's loader asks for each stylesheet in CORS mode ` +
    `at the address without it, so with preload_tag each would download twice. ` +
    `{%- endcomment -%}\n` +
    `<script>{% raw %}${script}{% endraw %}</script>\n` +
    entryImports.map((file) => `${modulePreload(file)}\n`).join('') +
    `{%- case template.suffix -%}\n${cases.join('')}{%- endcase -%}\n`
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
