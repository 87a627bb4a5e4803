/** Every mock handler, bound to one store (the realm's `mockStore` by default). */
import { mockStore, type MockStore } from '../store';
import { addressHandlers } from './address';
import { checkoutHandlers } from './checkout';
import { planHandlers } from './plan';
import { productHandlers } from './product';
import { traceHandlers } from './trace';
import { urlFaultHandlers } from './url-faults';

export function createHandlers(store: MockStore = mockStore) {
  return [
    // First: QA's per-call faults (`?fault=`) answer before the operation's own handler.
    ...urlFaultHandlers(),
    ...planHandlers(store),
    ...addressHandlers(store),
    ...checkoutHandlers(store),
    ...productHandlers(store),
    ...traceHandlers(store),
  ];
}
