/**
 * Prerenders each page of a standalone build (`vite build`, `vite build --mode mock`) into its own
 * HTML file, started by scripts/vite-prerender.ts once the build is written:
 *
 *   node scripts/prerender/render-pages.mjs <mode> <outDir> <pages.json>
 *
 * The app's modules run in Node through Vite (ssrLoadModule, the same CSS module class names as
 * the build), in a DOM of the built index.html (jsdom: the store context and catalogue blocks the
 * app reads), with `fetch` that never answers: what a page draws before any answer. Each page is
 * written as <outDir><path>.html (Vite's preview and most static hosts serve /a/b from a/b.html)
 * with its stylesheets linked, so it is drawn styled with JavaScript off. Given the builder's
 * products taken at build time (pages.json's `snapshot`, scripts/prerender/prerender-products.ts;
 * in the mock build, always, from its own mock backend), the pages that show products carry them
 * in their store context and are drawn with them. A process of its own:
 * the app's modules leave timers and globals behind, which end with it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const [mode, outDir, pagesFile] = process.argv.slice(2);
if (!mode || !outDir || !pagesFile) {
  console.error('usage: render-pages.mjs <mode> <outDir> <pages.json>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
/**
 * `styles`: page folder (src/pages/<folder>/) → its stylesheets, by their built addresses;
 * `snapshot`: the builder's products and when they were taken, or null.
 */
const { styles: pageStyles, snapshot } = JSON.parse(readFileSync(pagesFile, 'utf8'));
const built = readFileSync(join(outDir, 'index.html'), 'utf8');
const ROOT_ELEMENT = '<div id="root"></div>';
if (!built.includes(ROOT_ELEMENT)) throw new Error(`${outDir}/index.html has no ${ROOT_ELEMENT}`);
const STORE_CONTEXT =
  /(<script type="application\/json" id="autoship-store-context">)([^<]*)(<\/script>)/;
if (!STORE_CONTEXT.test(built)) throw new Error(`${outDir}/index.html has no store context block`);

const dom = new JSDOM(built, { url: 'http://localhost/', pretendToBeVisual: true });
const { window } = dom;
for (const name of [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'CustomEvent',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
]) {
  Object.defineProperty(globalThis, name, {
    value: window[name],
    configurable: true,
    writable: true,
  });
}
// Nothing is asked at build time: every query stays pending, as before its answer.
const nodeFetch = globalThis.fetch;
const neverAnswers = () => new Promise(() => {});
globalThis.fetch = neverAnswers;

const server = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  mode,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderPage, PRERENDERED_PATHS, PRODUCT_PATHS, APP_ROOT_CLASS } =
    await server.ssrLoadModule('/src/app/prerender.tsx');
  // The mock build's products are its own backend's, so its first screen is production's: asked
  // over HTTP of its mock server, the one fetch here that answers.
  let products = snapshot;
  if (mode === 'mock') {
    const { loadMockProductSnapshot } = await server.ssrLoadModule(
      '/scripts/prerender/mock-products.ts',
    );
    globalThis.fetch = nodeFetch;
    try {
      products = await loadMockProductSnapshot();
    } finally {
      globalThis.fetch = neverAnswers;
    }
  }
  // `<` escaped: a product text holding `</script>` cannot end the block.
  const withProducts = products
    ? built.replace(
        STORE_CONTEXT,
        (_, open, _empty, close) =>
          open + JSON.stringify(products).replace(/</g, '\\u003c') + close,
      )
    : built;
  for (const path of PRERENDERED_PATHS) {
    const template = PRODUCT_PATHS.includes(path) ? withProducts : built;
    dom.reconfigure({ url: `http://localhost${path}` });
    // The page's own store context, which the app reads while rendering.
    window.document.getElementById('autoship-store-context').textContent =
      STORE_CONTEXT.exec(template)[2];
    const html = await renderPage(path);
    const folder = path.replace(/\/+$/, '').split('/').pop() ?? '';
    const links = (pageStyles[folder] ?? [])
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('');
    const page = template
      .replace('</head>', `${links}</head>`)
      // With the class the app gives its root (src/components/ui/app-root/app-root.ts) before
      // its first render: its styles apply only under it, to the first screen too.
      .replace(ROOT_ELEMENT, `<div id="root" class="${APP_ROOT_CLASS}">${html}</div>`);
    const file = join(outDir, `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
} finally {
  await server.close();
}
process.exit(0);
