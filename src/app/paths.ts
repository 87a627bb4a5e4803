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
 * A theme serves the pages where its store created them (`/pages/<handle>`, a language prefix):
 * the store context's `routes` say where, read once at start (spec section 7).
 */
export const APP_PATHS: Readonly<Record<keyof typeof DEFAULT_APP_PATHS, string>> = Object.freeze({
  ...DEFAULT_APP_PATHS,
  ...getStoreContext().routes,
});
