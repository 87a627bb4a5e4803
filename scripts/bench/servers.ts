import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { compressBody, servedEncoding } from '#tests/support/compressed-answer.ts';
import { selfSignedTls } from '#tests/support/self-signed-tls.ts';
import { isApiPath } from '#mocks/operations.ts';
import { MOCK_IMAGES_PATH } from '#mocks/data/placeholder-image.ts';
import { startBackendProcess, type BenchBackend } from './backend-process.ts';
import { forwardRequest } from './forward-api.ts';

/** Where the bench serves the static HTML copy of a route: `/__bench-static` + the route. */
export const STATIC_COPY_PREFIX = '/__bench-static';

/**
 * The bench serves every page over HTTPS, which gives Vite's preview HTTP/2, as a store serves
 * its pages: over HTTP/1.1 a page of a dozen files queues them behind six connections, a round
 * trip each, which no shopper pays (and which weighed on the app more than on its static copy).
 * The certificate is the repository's self-signed one; the bench's browsers accept it
 * (chromium.ts) and open nothing else.
 */

export interface BenchServers {
  /**
   * The stateful mock backend over HTTP (scenario `active`), behind the production preview, in
   * its own process (backend-process.ts).
   */
  backend: BenchBackend;
  /** `vite preview` of dist/ with the API forwarded to the backend and the static copies. */
  production: string;
  /** `vite preview` of dist-mock/ (MSW answers in the page), its assets served as production's. */
  mock: string;
  /** Static HTML copies by route, served by the production preview (filled by the caller). */
  staticCopies: Map<string, string>;
  close(): Promise<void>;
}

function serveStaticCopies(copies: Map<string, string>): Plugin {
  return {
    name: 'bench-static-copies',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(STATIC_COPY_PREFIX)) return next();
        const html = copies.get(path.slice(STATIC_COPY_PREFIX.length));
        if (html === undefined) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(html);
      });
    },
  };
}

/**
 * What the store answers from its backend and CDN rather than from the app's files: the API and
 * the products' pictures (the mock backend's stand-ins). Left to the preview, a picture was the
 * app's index.html (31.5 KB uncompressed each, three on the account page, eleven on the builder),
 * downloads that Lighthouse's model counted whenever they ended before the page's largest paint.
 */
function answeredByBackend(path: string): boolean {
  return isApiPath(path) || path.startsWith(MOCK_IMAGES_PATH);
}

/**
 * The API paths and pictures passed on to the backend, as the store's proxy and CDN would. Not
 * Vite's `proxy` option: with it, Vite's preview falls back from HTTP/2 to HTTPS over HTTP/1.1.
 */
function forwardApi(backendUrl: string): Plugin {
  return {
    name: 'bench-forward-api',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!answeredByBackend((request.url ?? '').split('?')[0] ?? '')) return next();
        void forwardRequest(backendUrl, request, response);
      });
    },
  };
}

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The build's scripts and stylesheets compressed as a store's CDN serves them (brotli when the
 * browser accepts it), as the theme host does (tests/support/theme-host.ts); Vite's preview
 * would gzip them on the fly.
 */
function serveCompressedAssets(outDir: string): Plugin {
  return {
    name: 'bench-compressed-assets',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, outDir);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const type = ASSET_TYPES[/\.\w+$/.exec(path)?.[0] ?? ''];
        if (!/^\/assets\/[\w.-]+$/.test(path) || type === undefined) return next();
        readFile(resolve(root, `.${path}`)).then(
          (body) => {
            const encoding = servedEncoding(request.headers['accept-encoding']);
            response.setHeader('Content-Type', type);
            response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            if (encoding !== null) {
              response.setHeader('Content-Encoding', encoding);
              response.setHeader('Vary', 'Accept-Encoding');
            }
            response.end(compressBody(body, encoding));
          },
          () => next(),
        );
      });
    },
  };
}

function originOf(server: PreviewServer): string {
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview has no address');
  return `https://127.0.0.1:${address.port}`;
}

/**
 * `vite preview` of a production build (`outDir`, default dist/) over HTTPS with HTTP/2, with
 * every path the mock backend answers passed on to `backendUrl`.
 */
export async function startProductionPreview(
  root: string,
  backendUrl: string,
  options: { outDir?: string; plugins?: Plugin[] } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = options.outDir ?? 'dist';
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    plugins: [forwardApi(backendUrl), serveCompressedAssets(outDir), ...(options.plugins ?? [])],
    preview: { host: '127.0.0.1', port: 0, https: selfSignedTls() },
  });
  return { url: originOf(server), close: () => server.close() };
}

/** `backend`: one already started (the production build took its products from it). */
export async function startBenchServers(
  root: string,
  backend?: BenchBackend,
): Promise<BenchServers> {
  backend ??= await startBackendProcess('active');
  const staticCopies = new Map<string, string>();
  const production = await startProductionPreview(root, backend.url, {
    plugins: [serveStaticCopies(staticCopies)],
  });
  // Its scripts and stylesheets compressed as production's are: Vite's preview gzipped them, 14 KB
  // more than brotli on the entry alone, which the mock ÷ production ratio charged to the mock.
  const mock = await preview({
    root,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir: 'dist-mock' },
    plugins: [serveCompressedAssets('dist-mock')],
    preview: { host: '127.0.0.1', port: 0, https: selfSignedTls() },
  });
  return {
    backend,
    production: production.url,
    mock: originOf(mock),
    staticCopies,
    async close() {
      await Promise.all([production.close(), mock.close(), backend.close()]);
    },
  };
}
