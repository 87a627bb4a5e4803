/**
 * The steps of the review page's create-mode checkout (spec section 4, steps 1–5), each on its
 * own so `useReviewCheckout` reads as the sequence: checks, the plan at checkout, the calls the
 * plan's state calls for, the payment page. A step that ends the attempt throws `CheckoutStop`
 * after saying why (toast, tracking), so the sequence has one place that unlocks the form.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { isApiError } from '#src/api/api-error.ts';
import { failureCause, failureMessage } from '#src/api/failure-message.ts';
import { checkout } from '#src/api/operations/checkout.ts';
import { completeInfoAndGetPayUrl } from '#src/api/operations/complete-info-and-get-pay-url.ts';
import { queryAutoShipPlan } from '#src/api/operations/query-auto-ship-plan.ts';
import { toCheckoutCar } from '#src/api/operations/to-checkout-car.ts';
import { queryKeys } from '#src/api/query-keys.ts';
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
import { reportError } from '#src/domain/error-reporter.ts';
import { rememberRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { checkoutRoute } from '#src/domain/plan/plan-status.ts';
import { validateCheckout } from '#src/domain/validation/checkout-rules.ts';
import { CHECKOUT_FAILED_WHAT } from './checkout-phase.ts';
import { cacheWithout } from './review-items.ts';
import { REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';
import { t } from '#src/domain/i18n/translate.ts';

const NO_STOCK_TYPE = 'NO_STOCK';

/** The address checkout uses: the request to send (or null) and the plan's address id. */
export interface CheckoutAddress {
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

/** Ends an attempt that has already said why (`reason` is what tracking records). */
export class CheckoutStop extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The attempt ends: the failure is tracked with its reason, the form unlocks. */
export function stopCheckout(reason: string, details: Record<string, unknown> = {}): never {
  trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason, ...details });
  throw new CheckoutStop(reason);
}

/**
 * Steps 1 and 2, before the form locks: a visitor not signed in is asked to sign in, an open
 * address editor is saved, then the page's own checks (address, terms of section 5, at least one
 * item). The address to check out with, or null when the attempt ends here. `latest` is read
 * again after the editor's save, so an address just saved counts.
 */
export async function readyToCheckout(
  latest: RefObject<ReviewCheckoutInput>,
): Promise<CheckoutAddress | null> {
  const current = latest.current;
  trackReviewEvent(REVIEW_EVENTS.checkoutClicked);
  if (!current.isLoggedIn) {
    current.onSignInRequired();
    return null;
  }
  // Step 1: an open address editor is saved first; checkout goes on once it has closed.
  if (!(await current.saveOpenAddressEditor())) return null;

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
    return null;
  }

  // The create payload needs at least one item with a quantity (cached data can hold none).
  if (latest.current.checkoutItems.length === 0) {
    showToast(t('catalogue.createPropsInvalid'));
    reportError('CHECKOUT_ERROR', { step: 'createProps' });
    trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'create-props' });
    return null;
  }
  return address;
}

/** Step 4: the plan as the server has it now. */
export async function planAtCheckout(queryClient: QueryClient): Promise<Plan | null> {
  try {
    // Under a key of its own: written into the page's plan query,
    // a plan that became active meanwhile flipped the page to edit mode mid-checkout, so a
    // failed payment call left no Checkout button to return to normal. The query client's
    // retry rule still applies.
    return await queryClient.fetchQuery({
      queryKey: queryKeys.planAtCheckout(),
      queryFn: ({ signal }) => queryAutoShipPlan({ signal }),
      staleTime: 0,
    });
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') throw error;
    // Offline, the spec's message would not say why: the cause is named instead.
    showToast(
      failureCause(error) === 'offline'
        ? failureMessage(CHECKOUT_FAILED_WHAT, error)
        : t('catalogue.startCheckoutInvalid'),
    );
    reportError('CHECKOUT_ERROR', { step: 'queryAutoShipPlan', error });
    return stopCheckout('plan-query');
  }
}

function outOfStock(result: CheckoutResult | CheckoutAnswer | null): number[] {
  return (result?.noInventoryList ?? [])
    .map((item) => Number(item.variantId))
    .filter((id) => Number.isFinite(id) && id > 0);
}

export interface PaymentCall {
  checkoutItems: CheckoutItem[];
  daySpan: number;
  display: PlanDisplayData;
  address: CheckoutAddress;
  /** Where the builder is opened when an item is out of stock. */
  navigate: (path: string) => void;
  /** Aborted when the shopper leaves the page: the calls in flight are cancelled. */
  signal?: AbortSignal;
}

/**
 * An answer naming items out of stock ends the attempt: the plan is cached without them, the
 * builder is told which were removed, and the shopper goes back to the builder (spec section 4).
 */
function stopIfOutOfStock(
  result: CheckoutResult | CheckoutAnswer | null,
  { display, daySpan, navigate }: PaymentCall,
): void {
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
  throw new CheckoutStop('no-stock');
}

/**
 * Step 4's calls, as the plan's state calls for them (`checkoutRoute`): what the server answered
 * as the payment page's address, not yet checked.
 */
export async function requestPayUrl(plan: Plan | null, call: PaymentCall): Promise<unknown> {
  const { checkoutItems, daySpan, address } = call;
  const options = call.signal ? { signal: call.signal } : {};
  const planId = plan?.planId ?? 0;
  // No address given: the plan's saved one by its id alone, so the contract's type (nothing
  // else of it is known here), not the filled one.
  const addressRequest = address.request ?? ({ addressId: address.addressId } as AddressRequest);
  const checkoutWith = async (id: number | undefined) => {
    const result = await checkout(
      {
        orderItemList: checkoutItems,
        daySpan,
        ...(id ? { planId: id } : {}),
        userAddressInfoReq: addressRequest,
      },
      options,
    );
    stopIfOutOfStock(result, call);
    return result?.worldPayUrl;
  };

  switch (checkoutRoute(plan)) {
    case 'rebuild': {
      stopIfOutOfStock(
        await toCheckoutCar({ orderItemList: checkoutItems, daySpan, planId }, options),
        call,
      );
      return checkoutWith(planId);
    }
    case 'pay':
      return completeInfoAndGetPayUrl(addressRequest, options);
    case 'checkout-with-form':
      return checkoutWith(planId);
    case 'build': {
      const built = await toCheckoutCar({ orderItemList: checkoutItems, daySpan }, options);
      stopIfOutOfStock(built, call);
      return checkoutWith(built?.planId);
    }
  }
}
