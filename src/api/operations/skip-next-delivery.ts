import { deliveryChange } from './delivery-change.ts';

/** POST /autoShip/skipNextDelivery/{planId} (proposed): the next delivery one interval later. */
export const skipNextDelivery = deliveryChange('/autoShip/skipNextDelivery/{planId}');
