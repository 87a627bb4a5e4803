/** Every mock handler, bound to one store (the realm's `mockStore` by default). */
import { mockStore, type MockStore } from '#mocks/store.ts';
import { addressHandlers } from './address.ts';
import { checkoutHandlers } from './checkout-handlers.ts';
import { nextDeliveryHandlers } from './next-delivery.ts';
import { planHandlers } from './plan.ts';
import { productHandlers } from './product.ts';
import { traceHandlers } from './trace.ts';
import { urlFaultHandlers } from './url-fault-handlers.ts';

export function createHandlers(store: MockStore = mockStore) {
  return [
    // First: QA's per-call faults (`?fault=`) answer before the operation's own handler.
    ...urlFaultHandlers(),
    ...planHandlers(store),
    ...nextDeliveryHandlers(store),
    ...addressHandlers(store),
    ...checkoutHandlers(store),
    ...productHandlers(store),
    ...traceHandlers(store),
  ];
}
