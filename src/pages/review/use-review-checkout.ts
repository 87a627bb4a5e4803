import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '#src/api/api-error.ts';
import { failureMessage, unsaidFailureMessage } from '#src/api/failure-message.ts';
import { checkout } from '#src/api/operations/checkout.ts';
import { completeInfoAndGetPayUrl } from '#src/api/operations/complete-info-and-get-pay-url.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { QUERY_CALL } from '#src/api/query-hook-options.ts';
import { queryKeys } from '#src/api/query-keys.ts';
import { toCheckoutCar } from '#src/api/operations/to-checkout-car.ts';
import type {
  AddressRequest,
  CheckoutAnswer,
  CheckoutItem,
  CheckoutResult,
  Plan,
} from '#src/api/schema-types.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import type { FilledAddressRequest } from '#src/domain/address/filled-address-request.ts';
import { CHECKOUT_RELOAD_CODE, REVIEW_RELOAD_MS } from '#src/domain/business-constants.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { CREATE_PROPS_INVALID, START_CHECKOUT_INVALID } from '#src/domain/messages.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { paymentHandOffPath } from '#src/domain/payment/payment-hand-off.ts';
import { rememberRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import { checkoutRoute } from '#src/domain/plan/plan-status.ts';
import { rememberedPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { validateCheckout } from '#src/domain/validation/checkout-rules.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { cacheWithout } from './review-items.ts';
import { paymentUrlOf, reviewNavigation } from './review-navigation.ts';
import { beaconReviewEvent, REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';

/** What failed, in the failure message that names its cause (`failureMessage`). */
const CHECKOUT_FAILED_WHAT = 'start your payment';

const NO_STOCK_TYPE = 'NO_STOCK';

/** The address checkout uses: the request to send (or null) and the plan's address id. */
interface CheckoutAddress {
  request: FilledAddressRequest | null;
  addressId: number;
}

export interface ReviewCheckoutInput {
  display: PlanDisplayData;
  checkoutItems: CheckoutItem[];
  daySpan: number;
  termsChecked: boolean;
  termsMessage: string;
  isLoggedIn: boolean;
  /** Step 1: saves an open address editor; false when it stays open (invalid, or save failed). */
  saveOpenAddressEditor: () => Promise<boolean>;
  /** Read after step 1, so an address just saved from the editor counts. */
  checkoutAddress: () => CheckoutAddress;
  onSignInRequired: () => void;
}

export type CheckoutPhase = 'idle' | 'working' | 'redirecting' | 'reloading';

class CheckoutStop extends Error {
  constructor(
    readonly reason: string,
    readonly shown: boolean,
  ) {
    super(reason);
  }
}

function outOfStock(result: CheckoutResult | CheckoutAnswer | null): number[] {
  return (result?.noInventoryList ?? [])
    .map((item) => Number(item.variantId))
    .filter((id) => Number.isFinite(id) && id > 0);
}

/**
 * Create-mode checkout, spec section 4, steps 1–5, single-flight: one click is one checkout
 * however fast the clicks or Enter presses come (the shared synchronous guard). Failures show
 * the server's msg (the API client's toast) or a message of ours when there was none, unlock the
 * form and keep everything typed. Code 5052 reloads the page after 2 s, once per attempt: the
 * form stays locked until then, so a second attempt cannot queue a second reload.
 */
export function useReviewCheckout(input: ReviewCheckoutInput) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  function fail(reason: string, details: Record<string, unknown> = {}): never {
    trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason, ...details });
    throw new CheckoutStop(reason, true);
  }

  async function attempt(): Promise<void> {
    const current = latest.current;
    trackReviewEvent(REVIEW_EVENTS.checkoutClicked);
    if (!current.isLoggedIn) {
      current.onSignInRequired();
      return;
    }
    // Step 1: an open address editor is saved first; checkout goes on once it has closed.
    if (!(await current.saveOpenAddressEditor())) return;

    // Step 2 (and the terms of section 5): the page's own checks.
    const address = latest.current.checkoutAddress();
    const problem = validateCheckout({
      mode: 'create',
      address: address.request,
      addressId: address.addressId,
      termsChecked: latest.current.termsChecked,
      termsMessage: latest.current.termsMessage,
    });
    if (problem) {
      showToast(problem.message);
      trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: problem.field });
      return;
    }

    // The create payload needs at least one item with a quantity (cached data can hold none).
    if (latest.current.checkoutItems.length === 0) {
      showToast(CREATE_PROPS_INVALID);
      reportError('CHECKOUT_ERROR', { step: 'createProps' });
      trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'create-props' });
      return;
    }

    // Step 3: lock the form.
    setPhase('working');
    const { checkoutItems, daySpan, display } = latest.current;
    trackReviewEvent(REVIEW_EVENTS.checkoutStarted, { daySpan });
    try {
      // Step 4: the plan as the server has it now.
      let plan: Plan | null;
      try {
        // Under a key of its own: written into the page's plan query,
        // a plan that became active meanwhile flipped the page to edit mode mid-checkout, so a
        // failed payment call left no Checkout button to return to normal. The query client's
        // retry rule still applies.
        plan = await queryClient.fetchQuery({
          queryKey: queryKeys.planAtCheckout(),
          queryFn: ({ signal }) => queryAutoShipPlan({ ...QUERY_CALL, signal }),
          staleTime: 0,
        });
      } catch (error) {
        if (isApiError(error) && error.kind === 'unauthorized') throw error;
        showToast(START_CHECKOUT_INVALID);
        reportError('CHECKOUT_ERROR', { step: 'queryAutoShipPlan', error });
        fail('plan-query');
      }
      const planId = plan?.planId ?? 0;
      // No address given: the plan's saved one by its id alone, so the contract's type (nothing
      // else of it is known here), not the filled one.
      const addressRequest =
        address.request ?? ({ addressId: address.addressId } as AddressRequest);

      const stopIfOutOfStock = (result: CheckoutResult | CheckoutAnswer | null) => {
        const missing = outOfStock(result);
        if (missing.length === 0) return;
        cacheWithout(display, daySpan, missing);
        // The builder names what was taken out (its notice); the server may send ids alone.
        rememberRemovedItems(
          (result?.noInventoryList ?? []).map((item) => {
            const pod = display.pods[String(item.variantId)];
            return {
              ...item,
              productId: item.productId ?? pod?.productId,
              productTitle: item.productTitle ?? pod?.productTitle,
            };
          }),
        );
        trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'no-stock', missing });
        navigate(`${APP_PATHS.buildPlan}?type=${NO_STOCK_TYPE}`);
        throw new CheckoutStop('no-stock', true);
      };
      const checkoutWith = async (id: number | undefined) => {
        const result = await checkout({
          orderItemList: checkoutItems,
          daySpan,
          ...(id ? { planId: id } : {}),
          userAddressInfoReq: addressRequest,
        });
        stopIfOutOfStock(result);
        return result?.worldPayUrl;
      };

      let payUrl: unknown;
      switch (checkoutRoute(plan)) {
        case 'rebuild': {
          stopIfOutOfStock(await toCheckoutCar({ orderItemList: checkoutItems, daySpan, planId }));
          payUrl = await checkoutWith(planId);
          break;
        }
        case 'pay':
          payUrl = await completeInfoAndGetPayUrl(addressRequest);
          break;
        case 'checkout-with-form':
          payUrl = await checkoutWith(planId);
          break;
        case 'build': {
          const built = await toCheckoutCar({ orderItemList: checkoutItems, daySpan });
          stopIfOutOfStock(built);
          payUrl = await checkoutWith(built?.planId);
          break;
        }
      }

      // Step 5: the payment page, through the hand-off (spec section 2): it shows the summary
      // kept globally (spec section 3; url alone without one) and follows the url only to a
      // host the store lists, so a server answer cannot send the shopper just anywhere.
      const url = paymentUrlOf(payUrl);
      if (!url) {
        // An answer without a usable URL is off the contract: the server's side, not the shopper's.
        showToast(failureMessage(CHECKOUT_FAILED_WHAT, null));
        reportError('CHECKOUT_ERROR', { step: 'payment-url', value: String(payUrl) });
        fail('payment-url');
      }
      beaconReviewEvent(REVIEW_EVENTS.paymentRedirect, { daySpan });
      setPhase('redirecting');
      navigate(paymentHandOffPath(APP_PATHS.payment, url, rememberedPriceSummary()));
    } catch (error) {
      if (error instanceof CheckoutStop) {
        if (error.reason !== 'no-stock') setPhase('idle');
        return;
      }
      if (isApiError(error) && error.code === CHECKOUT_RELOAD_CODE) {
        // Spec section 8: reload after 2 s. Once per attempt; the form stays locked meanwhile.
        trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'reload', code: error.code });
        setPhase('reloading');
        if (!reloadTimer.current) {
          reloadTimer.current = setTimeout(() => reviewNavigation.reload(), REVIEW_RELOAD_MS);
        }
        return;
      }
      // The API client already showed the server's msg; say something when there was none.
      const unsaid = unsaidFailureMessage(CHECKOUT_FAILED_WHAT, error);
      if (unsaid) showToast(unsaid);
      trackReviewEvent(REVIEW_EVENTS.checkoutFailed, {
        reason: 'server',
        code: isApiError(error) ? error.code : null,
      });
      setPhase('idle');
    }
  }

  function start(): void {
    if (phase === 'reloading' || phase === 'redirecting') return;
    void flight.run(attempt);
  }

  return { start, phase, busy: flight.busy || phase !== 'idle' };
}
