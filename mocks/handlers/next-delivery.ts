/** The proposed delivery calls (openapi.yaml `x-proposed`): skip, ship now, another date. */
import type { MockStore } from '#mocks/store.ts';
import { envelope, handleJson, http, positiveInteger, refuse } from './common.ts';

export function nextDeliveryHandlers(store: MockStore) {
  return [
    http.post('/autoShip/skipNextDelivery/{planId}', (info) =>
      handleJson(store, 'skipNextDelivery', info, 'body', () => {
        const planId = positiveInteger(info.params.planId);
        if (planId === null) return refuse('planId must be a positive integer');
        return info.response(200).json(envelope(store.skipNextDelivery(planId)));
      }),
    ),

    http.post('/autoShip/shipNow/{planId}', (info) =>
      handleJson(store, 'shipNow', info, 'body', () => {
        const planId = positiveInteger(info.params.planId);
        if (planId === null) return refuse('planId must be a positive integer');
        return info.response(200).json(envelope(store.shipNow(planId)));
      }),
    ),

    http.post('/autoShip/changeNextPayDt/{planId}', (info) =>
      handleJson(store, 'changeNextPayDt', info, 'body', (body) => {
        const planId = positiveInteger(info.params.planId);
        if (planId === null) return refuse('planId must be a positive integer');
        if (typeof body.nextPayDt !== 'string') return refuse('nextPayDt is required');
        return info.response(200).json(envelope(store.changeNextPayDt(planId, body.nextPayDt)));
      }),
    ),
  ];
}
