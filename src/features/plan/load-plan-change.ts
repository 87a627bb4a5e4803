import { loadOnce } from '#src/domain/load-once.ts';

/**
 * The plan change's code (the changePlan call, its answer check, its items), loaded when the
 * shopper saves rather than with the page: the review page and the account page share it without
 * either carrying it at its first paint. A failed download is tried again at the next save.
 */
export const loadPlanChange = loadOnce(() => import('./save-plan-change.ts'));
