import { getStoreContext } from '#src/api/store-context.ts';
import type { PaymentUrlPolicy } from '#src/domain/payment/payment-hand-off.ts';

/** mocks/routes.tsx; a test keeps the two equal. */
export const MOCK_HOSTED_PAYMENT_PATH = '/__mock/hosted-payment';

/** VITE_API_MOCKING is a literal, so production bundles drop the mock stand-in rule. */
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
