import { deliveryChange } from './delivery-change.ts';

/** POST /autoShip/shipNow/{planId} (proposed): the next delivery today, the one after an interval on. */
export const shipNow = deliveryChange('/autoShip/shipNow/{planId}');
