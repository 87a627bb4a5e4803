import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MUTATION_CACHE = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]mutationCache\.js$/;

/**
 * TanStack Query's MutationCache, which every QueryClient creates, imports the Mutation class,
 * which only a running mutation needs: its import is pointed at src/api/mutation-class.ts, which
 * hands over the class mutation-runner.ts brings (it loads with the first mutation, or when the
 * page is idle). Every route's main chunk 0.7 KB gzip less.
 */
export function lateMutation(): Plugin {
  const stand = fileURLToPath(new URL('../src/api/mutation-class.ts', import.meta.url));
  return {
    name: 'late-mutation',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './mutation.js' && importer && MUTATION_CACHE.test(importer) ? stand : null;
    },
  };
}
