import { useEffect, useRef } from 'react';
import { trackEvent } from '#src/api/tracking.ts';
import { afterIdle } from '#src/domain/scheduling/after-idle.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';

/**
 * The account events of spec section 7 (7_1 … 7_5). The spec numbers them without naming them,
 * so this page fixes which is which, each sent when the shopper does the thing:
 * - 7_1 pause: the pause is confirmed in the dialog;
 * - 7_2 restart: the restart button is pressed (mobile or desktop version);
 * - 7_3 delete: the delete is confirmed in the dialog;
 * - 7_4 change address: a valid address form is submitted;
 * - 7_5 change plan: the change-plan button is pressed, before the builder opens.
 * Plus the named events: page loaded (this page only, spec section 2) and address saved (the
 * server accepted the new address).
 */
export const ACCOUNT_EVENTS = Object.freeze({
  pause: TRACKING_STEPS.account1,
  restart: TRACKING_STEPS.account2,
  delete: TRACKING_STEPS.account3,
  changeAddress: TRACKING_STEPS.account4,
  changePlan: TRACKING_STEPS.account5,
  addressSaved: TRACKING_STEPS.addressSaved,
  pageLoaded: TRACKING_STEPS.pageLoaded,
});

export type AccountEvent = (typeof ACCOUNT_EVENTS)[keyof typeof ACCOUNT_EVENTS];

export function trackAccountEvent(step: AccountEvent, details?: Record<string, unknown>): void {
  trackEvent(step, details);
}

/**
 * Page-load tracking, once per visit of the page (StrictMode's second mount included), when the
 * browser is first idle: the event and the tracker's code come after the page's first paint.
 */
export function usePageLoadTracking(): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    return afterIdle(() => {
      sent.current = true;
      trackAccountEvent(ACCOUNT_EVENTS.pageLoaded, { page: 'autoship-manage' });
    });
  }, []);
}
