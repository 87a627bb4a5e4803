import { planAction } from './plan-status-action.ts';

/** GET /autoShip/pausePlan/{planId}: pauses the plan (status 2). */
export const { request: pausePlan, useMutation: usePausePlanMutation } = planAction(
  '/autoShip/pausePlan/{planId}',
);
