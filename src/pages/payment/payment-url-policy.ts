import { getStoreContext } from '#src/api/store-context.ts';
import type { PaymentUrlPolicy } from '#src/domain/payment/payment-hand-off.ts';

/** The mock backend's hosted-payment stand-in (mocks/routes.tsx; a test keeps the two equal). */
export const MOCK_HOSTED_PAYMENT_PATH = '/__mock/hosted-payment';

/**
 * Where payment URLs may lead: the store's hosts and, in the mock modes only (MSW, Prism), the
 * mock's same-origin stand-in. Vite replaces VITE_API_MOCKING with a literal, so in production the
 * stand-in rule is gone from the bundle.
 */
export function paymentUrlPolicy(): PaymentUrlPolicy {
  return {
    allowedHosts: getStoreContext().paymentHosts,
    origin: globalThis.location.origin,
    sameOriginStandInPath:
      import.meta.env.VITE_API_MOCKING === 'msw' || import.meta.env.VITE_API_MOCKING === 'prism'
        ? MOCK_HOSTED_PAYMENT_PATH
        : null,
  };
}
