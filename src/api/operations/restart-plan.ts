import { planAction } from './plan-status-action.ts';

/** GET /autoShip/restartPlan/{planId}: restarts a paused plan (status 1). */
export const { request: restartPlan, useMutation: useRestartPlanMutation } = planAction(
  '/autoShip/restartPlan/{planId}',
);
