import type { Plugin } from 'vite';

/** One year: the longest lifetime caches honour. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `vite preview` serves the build as a host should: files under assets/ have a content hash in
 * their name, so a browser may keep them a year without asking again; everything else (the HTML,
 * flags, the mock worker) keeps Vite's revalidating default (`no-cache` with an ETag), so a deploy
 * is seen at the next page load. docs/qa.md's hosting notes say the same for a real host.
 */
export function cacheHeaders(): Plugin {
  let assetsPrefix = '/assets/';
  return {
    name: 'cache-headers',
    configResolved(config) {
      assetsPrefix = `${config.base}${config.build.assetsDir}/`;
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(assetsPrefix)) {
          response.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
        }
        next();
      });
    },
  };
}
