import type { PlanDialogName } from './components/plan-dialogs.tsx';

/** Spec section 2: one confirmation dialog whose action is pause or delete. */
export type PlanAction = 'pause' | 'delete';

/** What the page's one lazily loaded dialog shows: a confirmation, or a plan dialog by its name. */
export type DialogAction = PlanAction | PlanDialogName;
