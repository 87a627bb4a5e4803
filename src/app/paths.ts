import { getStoreContext } from '#src/api/store-context.ts';

/** Spec section 2; those of `npm run dev` and the mock build. */
export const DEFAULT_APP_PATHS = {
  manage: '/pages/autoship-manage',
  program: '/pages/autoship-program',
  buildPlan: '/pages/buildplan',
  payment: '/pages/payment',
  review: '/review',
} as const;

/** A theme serves pages where its store made them: context `routes`, read once (spec section 7). */
export const APP_PATHS: Readonly<Record<keyof typeof DEFAULT_APP_PATHS, string>> = Object.freeze({
  ...DEFAULT_APP_PATHS,
  ...getStoreContext().routes,
});
