/**
 * The app's routes (spec section 2). Pages link and navigate with these constants; the router
 * (router.tsx) is the only place that maps them to page modules.
 */
export const APP_PATHS = {
  manage: '/pages/autoship-manage',
  program: '/pages/autoship-program',
  buildPlan: '/pages/buildplan',
  payment: '/pages/payment',
  review: '/review',
} as const;
