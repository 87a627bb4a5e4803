import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { MOCK_IMAGES_PATH, placeholderSvg } from '#mocks/data/placeholder-image.ts';

interface SeedProducts {
  products: { handle: string; title: string }[];
}

/**
 * Prism mode's pictures: the scenarios' answers name the seed's `/__mock/images/HANDLE.svg` on the
 * app's origin, which MSW serves in the MSW mode; with no MSW, the Vite server (dev and preview)
 * draws the same placeholders, so the page shows them and fetches nothing off the machine.
 * `files`: the build writes them too (the mock build): its prerendered first screen shows the
 * products' pictures before MSW has started, from whatever static host serves the build.
 */
export function mockImages(root: string, { files = false }: { files?: boolean } = {}): Plugin {
  const seedProducts = () =>
    (JSON.parse(readFileSync(join(root, 'fixtures/seed.json'), 'utf8')) as SeedProducts).products;
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    const match = /^([^/?#]+)\.svg(?:[?#].*)?$/.exec(
      request.url?.startsWith(MOCK_IMAGES_PATH) ? request.url.slice(MOCK_IMAGES_PATH.length) : '',
    );
    if (!match?.[1]) {
      next();
      return;
    }
    const handle = decodeURIComponent(match[1]);
    const title = seedProducts().find((product) => product.handle === handle)?.title;
    response.setHeader('Content-Type', 'image/svg+xml');
    response.setHeader('Cache-Control', 'max-age=3600');
    response.end(placeholderSvg(handle, title));
  };
  return {
    name: 'mock-images',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    generateBundle() {
      if (!files) return;
      for (const { handle, title } of seedProducts()) {
        this.emitFile({
          type: 'asset',
          fileName: `${MOCK_IMAGES_PATH.slice(1)}${handle}.svg`,
          source: placeholderSvg(handle, title),
        });
      }
    },
  };
}
