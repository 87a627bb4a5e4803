import { planAction } from './plan-status-action.ts';

/** GET /autoShip/terminatePlan/{planId}: deletes the plan. */
export const { request: terminatePlan, useMutation: useTerminatePlanMutation } = planAction(
  '/autoShip/terminatePlan/{planId}',
);
