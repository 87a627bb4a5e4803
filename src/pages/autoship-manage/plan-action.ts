/** Spec section 2: one confirmation dialog whose action is pause or delete. */
export type PlanAction = 'pause' | 'delete';

/** What the page's one lazily loaded dialog shows: a confirmation, or the next delivery's choices. */
export type DialogAction = PlanAction | 'nextDelivery';
