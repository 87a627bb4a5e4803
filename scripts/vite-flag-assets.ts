import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The country data names a flag per country (`flag_path: /flags/xx.svg`). The images come from
 * the flag-icons package (MIT), 4:3 SVGs, not from a copy in the repository: served from
 * node_modules in development and written to `flags/` in every build, for exactly the countries
 * of fixtures/countries.json. Each page loads only the flag of the country it shows.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FLAG_URL = /^\/flags\/([a-z]{2})\.svg$/;

function flagsFolder(): string {
  const require = createRequire(join(root, 'package.json'));
  return join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
}

/** Lower-case codes of the countries the app offers, read from the generated country data. */
function offeredFlagCodes(): string[] {
  const table = JSON.parse(
    readFileSync(join(root, 'fixtures', 'countries.json'), 'utf8'),
  ) as Record<string, { code: string }>;
  return Object.values(table).map((country) => country.code.toLowerCase());
}

/**
 * Where a build writes the flags: `flags/xx.svg` beside index.html, or, in a theme's flat
 * `assets/` folder, `autoship-flag-xx.svg` (the name src/features/address-form/flag-image-url.ts
 * asks for).
 */
export type FlagLayout = 'site' | 'theme';

export function flagAssets(layout: FlagLayout = 'site'): Plugin {
  const codes = new Set(offeredFlagCodes());
  const folder = flagsFolder();
  return {
    name: 'flag-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const code = FLAG_URL.exec(request.url?.split('?')[0] ?? '')?.[1];
        if (!code || !codes.has(code)) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'max-age=86400');
        response.end(readFileSync(join(folder, `${code}.svg`)));
      });
    },
    generateBundle() {
      for (const code of codes) {
        this.emitFile({
          type: 'asset',
          fileName: layout === 'theme' ? `autoship-flag-${code}.svg` : `flags/${code}.svg`,
          source: readFileSync(join(folder, `${code}.svg`)),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: layout === 'theme' ? 'autoship-flag-icons-LICENSE.txt' : 'flags/LICENSE',
        source: readFileSync(join(folder, '..', '..', 'LICENSE')),
      });
    },
  };
}
