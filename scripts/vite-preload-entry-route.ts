import type { Plugin, Rollup } from 'vite';

export interface PageFiles {
  js: string[];
  css: string[];
}

/** What the inline script runs in the page: preloads the files of the page at this address. */
function preloadPageFiles(pages: Record<string, PageFiles>, base: string): void {
  const page = location.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const files = pages[page];
  if (!files) return;
  const add = (rel: string, href: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (rel === 'preload') link.as = 'style';
    // As the app's loader asks for them (CORS mode), so the preloaded answer is the one it uses.
    link.crossOrigin = '';
    link.href = base + href;
    document.head.appendChild(link);
  };
  // The stylesheets are only fetched here: the app's loader applies them when the page's code
  // loads, after the app's own stylesheets (a page's rules refine the shared ones, so they must
  // come after them; added here, before the links that follow in <head>, they came first).
  files.css.forEach((href) => add('preload', href));
  files.js.forEach((href) => add('modulepreload', href));
}

function isChunk(item: Rollup.OutputChunk | Rollup.OutputAsset): item is Rollup.OutputChunk {
  return item.type === 'chunk';
}

/** `start` and every chunk it imports statically, directly or not. */
function staticClosure(
  byFile: ReadonlyMap<string, Rollup.OutputChunk>,
  start: Rollup.OutputChunk,
): Rollup.OutputChunk[] {
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The chunks the entries import statically, directly or not, without the entries themselves:
 * what a host page that names only the entry should preload (the theme section).
 */
export function entryImportsOf(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const imported = new Set(entries.flatMap((entry) => staticClosure(byFile, entry)));
  return [...imported].filter((chunk) => !chunk.isEntry).map((chunk) => chunk.fileName);
}

/**
 * The files each page needs beyond the entry and its static imports (which the host page loads
 * anyway), by page folder (`src/pages/<page>/`), and those of the `preload` modules. Used by
 * index.html's inline script and by the theme build's section.
 */
export function pageFilesOf(
  bundle: Rollup.OutputBundle,
  preload: readonly string[] = [],
): { pages: Record<string, PageFiles>; always: PageFiles } {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rollup.OutputChunk) => staticClosure(byFile, start);
  // The entry and its static imports are in the HTML already.
  const inHtml = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(chunk)),
  );
  const filesOf = (chunk: Rollup.OutputChunk): PageFiles => {
    const needed = closure(chunk).filter((item) => !inHtml.has(item));
    return {
      js: needed.map((item) => item.fileName),
      css: needed.flatMap((item) => [...(item.viteMetadata?.importedCss ?? [])]),
    };
  };

  const pages: Record<string, PageFiles> = {};
  const always: PageFiles = { js: [], css: [] };
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const page = /\/src\/pages\/([^/]+)\/[^/]+-page\.tsx$/.exec(id)?.[1];
    if (chunk.isDynamicEntry && page) pages[page] = filesOf(chunk);
    if (preload.some((module) => id.endsWith(module))) {
      const files = filesOf(chunk);
      always.js.push(...files.js);
      always.css.push(...files.css);
    }
  }
  return { pages, always };
}

/**
 * Cuts one step out of the first page's request chain. Without it the browser downloads
 * index.html → the main chunk → (only when the router runs) the page's chunk. With it, an inline
 * script in index.html starts the page's JS and CSS downloads alongside the main chunk.
 *
 * A page is found by the project's convention (developers' guide): the route's last path segment
 * names its folder, `src/pages/<segment>/<name>-page.tsx` (e.g. /pages/autoship-manage →
 * src/pages/autoship-manage/autoship-manage-page.tsx), so new pages are covered without a list.
 * `preload` names modules to preload on every page (the mock build's worker: see vite.config.ts).
 */
export function preloadEntryRoute(options: { preload?: readonly string[] } = {}): Plugin {
  let base = '/';
  return {
    name: 'preload-entry-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { pages, always } = pageFilesOf(context.bundle, options.preload ?? []);
        const script = `(${preloadPageFiles.toString()})(${JSON.stringify(pages)}, ${JSON.stringify(base)})`;
        return [
          ...[...new Set(always.js)].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
          // Their CSS too: the dynamic import of such a module waits for its CSS before it runs.
          ...[...new Set(always.css)].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
          // First in <head>: an inline script after a stylesheet link waits for that stylesheet.
          { tag: 'script', children: script, injectTo: 'head-prepend' as const },
        ];
      },
    },
  };
}
