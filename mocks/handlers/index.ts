/** Every mock handler, bound to one store (the realm's `mockStore` by default). */
import { mockStore, type MockStore } from '../store';
import { addressHandlers } from './address';
import { checkoutHandlers } from './checkout';
import { planHandlers } from './plan';
import { productHandlers } from './product';
import { traceHandlers } from './trace';

export function createHandlers(store: MockStore = mockStore) {
  return [
    ...planHandlers(store),
    ...addressHandlers(store),
    ...checkoutHandlers(store),
    ...productHandlers(store),
    ...traceHandlers(store),
  ];
}
