/**
 * A stand-in for a store running the theme build: a small HTTP server that serves pages the way
 * a Shopify theme would lay them out (a theme header, footer and global CSS around the section
 * rendered by liquidjs from scripts/theme/), the theme's assets from a CDN-like path of their
 * own, and the store's `/products/{handle}.js` from the mock backend (`npm run mock:serve`'s
 * server) behind it. The autoship API is the mock's own origin, as the section's "API origin"
 * setting names it. The browser tests use it, and `npm run bench` measures the theme build in it
 * against a static copy of the same page (`staticPages`).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { extname, join } from 'node:path';
import { findProduct } from '#mocks/data/catalogue.ts';
import { isApiPath } from '#mocks/operations.ts';
import type { MessageKey } from '#src/domain/i18n/translate.ts';
import { forwardRequest } from '#scripts/bench/forward-api.ts';
import { compressBody, servedEncoding } from './compressed-answer.ts';
import { selfSignedTls } from './self-signed-tls.ts';
import {
  builtThemeRoots,
  renderSection,
  sectionSettings,
  shopifyObjects,
  type SampleCustomer,
  type SampleProduct,
  type ShopifyObjects,
} from '#tests/support/shopify-liquid.ts';

/** A product of the mock store as Liquid's product object gives it to the section. */
function liquidProduct(id: number): SampleProduct {
  const product = findProduct(id);
  if (!product) throw new Error(`no product ${id} in the mock catalogue`);
  const image = (src: string) => ({ src });
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    available: product.available ?? true,
    featured_image: product.featured_image ? image(product.featured_image) : null,
    images: (product.images ?? []).map(image),
    options_with_values: (product.options ?? []).map((option, index) => ({
      name: option.name ?? '',
      position: option.position ?? index + 1,
      values: option.values ?? [],
    })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      option1: variant.option1,
      option2: variant.option2 ?? null,
      option3: variant.option3 ?? null,
      options: variant.options ?? [variant.option1],
      price: variant.price,
      compare_at_price: variant.compare_at_price,
      available: variant.available ?? true,
    })),
  };
}

/** Each page the store serves (its handle) with the catalogue key of its heading. */
export const PAGE_HEADINGS: readonly (readonly [string, MessageKey])[] = [
  ['autoship-manage', 'manage.heading'],
  ['autoship-program', 'program.heading'],
  ['buildplan', 'builder.heading'],
  ['payment', 'payment.heading'],
  ['autoship-review', 'review.heading'],
];

/** The section's wrapper in the stand-in's pages (Shopify's `shopify-section-<id>`). */
export const SECTION_WRAPPER = '#shopify-section-template--7__main';

/**
 * The theme editor after a settings change, in the page: the section's element is announced gone
 * (`shopify:section:unload`), replaced by the section rendered with the new settings (the host's
 * `/__editor/pages/<handle>`), and announced (`shopify:section:load`), each event bubbling from
 * the section's wrapper.
 */
export async function editorRerender(
  page: Page,
  hostUrl: string,
  settings: Record<string, unknown>,
  handle = 'autoship-manage',
): Promise<void> {
  const url = `${hostUrl}/__editor/pages/${handle}?settings=${encodeURIComponent(JSON.stringify(settings))}`;
  await page.evaluate(
    async ({ url, selector }) => {
      const html = await (await fetch(url)).text();
      const wrapper = document.querySelector(selector);
      if (!wrapper) throw new Error('no section wrapper');
      wrapper.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true }));
      wrapper.innerHTML = html;
      wrapper.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true }));
    },
    { url, selector: SECTION_WRAPPER },
  );
}

/** Where the store serves the theme's assets (its CDN path). */
export const ASSET_PATH = '/cdn/shop/t/7/assets/';

/**
 * Global CSS of a theme built as Dawn (Shopify's reference theme) builds its own: a 10 px root
 * font size, its variables on :root (fonts, radii, page width) and per colour scheme (colours as
 * "r,g,b" triplets, `.color-scheme-N`; scheme-1 is also :root's), a reset, loud buttons and
 * fields, and a sticky header that hides on scroll-down and slides back on scroll-up.
 */
const THEME_CSS = `
  :root, .color-scheme-1 {
    --color-background: 255,251,230; --color-foreground: 43,43,43;
    --color-button: 176,0,32; --color-button-text: 255,255,255;
  }
  .color-scheme-2 {
    --color-background: 18,20,28; --color-foreground: 240,240,240;
    --color-button: 250,250,250; --color-button-text: 18,20,28;
  }
  :root {
    --font-body-family: Georgia, serif; --font-heading-family: 'Courier New', monospace;
    --font-heading-weight: 300;
    --buttons-radius: 0px; --inputs-radius: 2px; --page-width: 110rem;
  }
  html { font-size: 62.5%; }
  .color-scheme-1, .color-scheme-2 { color: rgba(var(--color-foreground), 0.75); }
  * { box-sizing: content-box; margin: 0; padding: 0; }
  body { font-family: var(--font-body-family); font-size: 1.5rem; line-height: 1.8;
    letter-spacing: 0.06rem; color: rgba(var(--color-foreground), 0.75);
    background: rgb(var(--color-background)); }
  h1, h2, h3 { font-size: 4rem; text-transform: uppercase; margin: 3rem 0; }
  p { margin: 2rem 0; }
  ul { list-style: square; padding-left: 3rem; }
  a { color: #b00020; text-decoration: underline; }
  button, input, select { text-transform: uppercase; letter-spacing: 0.3rem; min-height: 4.5rem;
    padding: 0 3rem; border-radius: 0; box-shadow: 0 0 0 0.3rem #000; background: #000; color: #fff; }
  .modal-open { outline: 0.3rem solid red; }
  .section-header { position: sticky; top: 0; z-index: 3; transition: transform 0.15s ease; }
  .section-header.header-hidden { transform: translateY(-100%); }
  .site-header { display: flex; justify-content: space-between; align-items: center;
    padding: 1.6rem 3.2rem; background: #123; color: #fff; }
  .site-header a { color: #fff; font-weight: 700; }
  .site-footer { padding: 3.2rem; background: #eee; font-size: 1.3rem; }
`;

/** Dawn's sticky header (assets/global.js, StickyHeader): hidden going down, back going up. */
const THEME_SCRIPT = `
  (() => {
    const header = document.querySelector('.section-header');
    let last = 0;
    addEventListener('scroll', () => {
      const top = scrollY;
      header.classList.toggle('header-hidden', top > last && top > header.offsetHeight);
      last = top;
    }, { passive: true });
  })();
`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

function page(section: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Theme store</title>
    <style>${THEME_CSS}</style>
  </head>
  <body>
    <div class="section-header" id="shopify-section-header">
      <header class="site-header" data-testid="theme-header">
        <a href="/">Theme store</a>
        <nav><a href="/collections/all">Shop</a> <button type="button">Menu</button></nav>
      </header>
    </div>
    <main id="MainContent">
      <div id="shopify-section-template--7__main" class="shopify-section">${section}</div>
    </main>
    <footer class="site-footer" data-testid="theme-footer"><p>© Theme store</p></footer>
    <script>${THEME_SCRIPT}</script>
  </body>
</html>`;
}

/** What the host reads of a request and writes of an answer, over HTTP/1.1 or HTTP/2 alike. */
interface HostRequest extends AsyncIterable<unknown> {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}
interface HostResponse {
  headersSent: boolean;
  writeHead(status: number, headers?: OutgoingHttpHeaders): HostResponse;
  end(): unknown;
  // Two signatures: Node's HTTP/2 answer has none taking an optional body.
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  end(body: string | Buffer): unknown;
}

/** An answer as a store's CDN gives it, compressed (the performance bench measures downloads). */
function send(
  request: HostRequest,
  response: HostResponse,
  type: string,
  body: Buffer | string,
): void {
  const encoding = servedEncoding(request.headers['accept-encoding']);
  response.writeHead(200, {
    'Content-Type': type,
    ...(encoding === null ? {} : { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }),
  });
  response.end(compressBody(body, encoding));
}

export interface ThemeHost {
  url: string;
  close(): Promise<void>;
}

export interface ThemeHostOptions {
  themeDir: string;
  /** The mock backend's origin: the API and the store's product JSON. */
  backend: string;
  /** Hosts the payment hand-off may follow. */
  paymentHosts: string;
  /** Builder products (the mock catalogue's ids), as the section's product pickers give them. */
  products: { pods: number[]; gifts: number[]; devices: number[] };
  /** The storefront's language (`request.locale.iso_code`); default English. */
  locale?: string;
  /** The theme's page around the section's HTML; default: the Dawn-like stand-in above. */
  layout?: (section: string) => string;
  /** Other pages the store serves as they are (path → HTML), filled while the host runs. */
  staticPages?: ReadonlyMap<string, string>;
  /**
   * The API on the store's own origin (the section's default "API origin"), passed on to the
   * backend as a store's app proxy would; otherwise on the backend's origin (CORS).
   */
  sameOriginApi?: boolean;
  /**
   * Serve over HTTPS with HTTP/2, as a store and its CDN do (the certificate of
   * tests/support/self-signed/, which a browser must be told to accept); HTTP/1.1 otherwise.
   */
  https?: boolean;
  /**
   * The API behind a path of the store's origin, as an app proxy serves it (`/apps/autoship`):
   * the section's "API base URL" is that full address, and the host passes `<path>/…` on to the
   * backend without the path.
   */
  apiPath?: string;
  /** The signed-in customer Liquid gives the section (null: a visitor); default one with a token. */
  customer?: SampleCustomer | null;
  /** The theme's own settings Liquid sees, so whose look the app takes; default Dawn's. */
  themeSettings?: Record<string, unknown>;
}

export async function startThemeHost(options: ThemeHostOptions): Promise<ThemeHost> {
  const products = (ids: number[]) => ids.map(liquidProduct);
  const objects: ShopifyObjects = shopifyObjects({
    ...(options.customer === undefined ? {} : { customer: options.customer }),
    request: { design_mode: false, locale: { iso_code: options.locale ?? 'en' } },
    ...(options.themeSettings ? { themeSettings: options.themeSettings } : {}),
    section: {
      id: 'template--7__main',
      settings: sectionSettings({
        api_origin: options.sameOriginApi ? '' : options.backend,
        payment_hosts: options.paymentHosts,
        pod_products: products(options.products.pods),
        gift_products: products(options.products.gifts),
        device_products: products(options.products.devices),
      }),
    },
  });
  // The built section (its early-call snippet is the build's), with the template each page
  // handle has in the theme build (templates/page.<suffix>.json); `settings` changed as the theme
  // editor changes them.
  const sectionFor = (handle: string, settings: Record<string, unknown> = {}) => {
    const suffix = handle.startsWith('autoship-') ? handle : `autoship-${handle}`;
    const section = {
      ...objects.section,
      settings: { ...objects.section.settings, ...settings },
    };
    return renderSection(
      { ...objects, section, template: { name: 'page', suffix }, page: { handle, title: handle } },
      ASSET_PATH,
      builtThemeRoots(options.themeDir),
    );
  };
  const pages = new Map<string, Promise<string>>();
  const pageFor = (handle: string) => {
    const rendered = pages.get(handle) ?? sectionFor(handle).then(options.layout ?? page);
    pages.set(handle, rendered);
    return rendered;
  };

  const handle = (request: HostRequest, response: HostResponse) => {
    const url = new URL(request.url ?? '/', 'http://host');
    void (async () => {
      if (url.pathname.startsWith(ASSET_PATH)) {
        const file = url.pathname.slice(ASSET_PATH.length);
        if (!/^[\w.-]+$/.test(file)) return response.writeHead(404).end();
        try {
          const body = readFileSync(join(options.themeDir, 'assets', file));
          return send(request, response, TYPES[extname(file)] ?? 'application/octet-stream', body);
        } catch {
          return response.writeHead(404).end();
        }
      }
      if (options.sameOriginApi && isApiPath(url.pathname)) {
        return forwardRequest(options.backend, request, response);
      }
      const { apiPath } = options;
      if (apiPath && url.pathname.startsWith(`${apiPath}/`)) {
        const inner = `${url.pathname.slice(apiPath.length)}${url.search}`;
        const { method, headers } = request;
        const proxied = {
          method,
          headers,
          url: inner,
          [Symbol.asyncIterator]: () => request[Symbol.asyncIterator](),
        };
        return forwardRequest(options.backend, proxied, response);
      }
      // The store's product JSON, and the product images it names (the mock's stand-ins).
      if (/^\/(products\/[^/]+\.js|__mock\/images\/[\w.-]+)$/.test(url.pathname)) {
        return forwardRequest(options.backend, request, response);
      }
      const staticPage = options.staticPages?.get(url.pathname);
      if (staticPage !== undefined) {
        return send(request, response, 'text/html; charset=utf-8', staticPage);
      }
      // The theme editor's section rendering (`?section_id=`), settings as JSON in `settings`.
      const rerender = /^\/__editor\/pages\/([\w-]+)$/.exec(url.pathname)?.[1];
      if (rerender) {
        const settings = JSON.parse(url.searchParams.get('settings') ?? '{}') as Record<
          string,
          unknown
        >;
        const html = await sectionFor(rerender, settings);
        return send(request, response, 'text/html; charset=utf-8', html);
      }
      const handle = /^\/pages\/([\w-]+)$/.exec(url.pathname)?.[1];
      if (handle) {
        const html = await pageFor(handle);
        return send(request, response, 'text/html; charset=utf-8', html);
      }
      // A browser asks every site for its icon; this store has none to give.
      if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    })().catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  };
  const server = options.https
    ? createSecureServer({ ...selfSignedTls(), allowHTTP1: true }, handle)
    : createServer(handle);
  // Kept-alive connections (HTTP/2 sessions included) would hold `close` open.
  const sockets = new Set<Socket>();
  server.on(options.https ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `${options.https ? 'https' : 'http'}://127.0.0.1:${port}`;
  // The full address, origin and path, as a store enters it (known once the host listens).
  if (options.apiPath) objects.section.settings.api_origin = `${origin}${options.apiPath}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
