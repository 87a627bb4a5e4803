/** Spec section 2: one confirmation dialog whose action is pause or delete. */
export type PlanAction = 'pause' | 'delete';
