import { getStoreContext } from '#src/api/store-context.ts';

/** The app's default routes (spec section 2): the paths of `npm run dev` and the mock build. */
export const DEFAULT_APP_PATHS = {
  manage: '/pages/autoship-manage',
  program: '/pages/autoship-program',
  buildPlan: '/pages/buildplan',
  payment: '/pages/payment',
  review: '/review',
} as const;

/**
 * The app's routes. Pages link and navigate with these; the router (router.tsx) is the only place
 * that maps them to page modules. A theme serves the pages where its store created them (a
 * Shopify page is `/pages/<handle>`, the review page included, and a second language prefixes
 * them): the store context's `routes` say where, read once when the app starts (the theme renders
 * its JSON before the app's module runs).
 */
export const APP_PATHS: Readonly<Record<keyof typeof DEFAULT_APP_PATHS, string>> = Object.freeze({
  ...DEFAULT_APP_PATHS,
  ...getStoreContext().routes,
});
