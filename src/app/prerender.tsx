import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { resetStoreContext } from '#src/api/store-context.ts';
import { readPageCatalogue } from '#src/domain/i18n/page-catalogue.ts';
import { setCatalogue } from '#src/domain/i18n/translate.ts';
import { APP_PATHS } from './paths.ts';
import { createQueryClient, dropQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

export { APP_ROOT_CLASS } from '#src/components/ui/app-root/app-root.ts';

/** Every page's address (spec section 2): each gets its own prerendered HTML file. */
export const PRERENDERED_PATHS: readonly string[] = Object.values(APP_PATHS);

/**
 * The pages that show the builder's products (its cards, the program page's gifts, the review
 * page's prices for a plan built in this browser, decision 024): with products taken at build
 * time, their HTML carries them as a theme's does.
 */
export const PRODUCT_PATHS: readonly string[] = [
  APP_PATHS.buildPlan,
  APP_PATHS.program,
  APP_PATHS.review,
];

/**
 * The page at `path` as HTML, rendered at build time in the page the build wrote
 * (scripts/prerender/render-pages.mjs gives it a DOM of that page): what the app draws before
 * any answer (headings, copy, the shape of what loads), so a shopper without JavaScript reads
 * the page and the app's first render replaces it with what looks the same (src/main.tsx).
 * Lazy page code is waited for; queries stay pending (nothing is asked at build time). The
 * root layout's parts (toasts, the device flag) are the browser's alone.
 */
export async function renderPage(path: string): Promise<string> {
  // Each page's own store context (the builder's products or none), read afresh.
  resetStoreContext();
  const catalogue = readPageCatalogue();
  setCatalogue(catalogue.language, catalogue.messages);
  const queryClient = createQueryClient();
  // A fixed address: nothing navigates at build time (wouter's memory location needs a browser).
  const hook = (): [string, () => void] => [path, () => undefined];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Router hook={hook} searchHook={() => ''}>
            <AppRoutes />
          </Router>
        </QueryClientProvider>
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    dropQueryClient(queryClient);
  }
}
