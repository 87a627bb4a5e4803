/**
 * Create-mode checkout steps (spec section 4, steps 1–5). A step that ends the attempt says why,
 * then throws `CheckoutStop`, so the sequence has one place that unlocks the form.
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
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import type { AddressInput } from '#src/domain/address/address-fields.ts';
import {
  toFilledAddressRequest,
  type FilledAddressRequest,
} from '#src/domain/address/filled-address-request.ts';
import { reportError } from '#src/domain/error-reporter.ts';
import { rememberRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import type { PlanDisplayData } from '#src/domain/plan/plan-display.ts';
import { toCheckoutItems, type ItemLike } from '#src/domain/plan/plan-payload.ts';
import { checkoutRoute } from '#src/domain/plan/plan-status.ts';
import { validateCheckout } from '#src/domain/validation/checkout-rules.ts';
import { CHECKOUT_FAILED_WHAT } from './checkout-phase.ts';
import { cacheWithout } from './review-items.ts';
import { REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';
import { t } from '#src/domain/i18n/translate.ts';

const NO_STOCK_TYPE = 'NO_STOCK';

export interface CheckoutAddress {
  request: FilledAddressRequest | null;
  addressId: number;
}

/** As the page holds it; made a request here, at checkout, not with the page. */
export interface CheckoutAddressSource {
  address: AddressInput | null;
  addressId: number;
}

export interface ReviewCheckoutInput {
  display: PlanDisplayData;
  checkoutSource: readonly ItemLike[];
  daySpan: number;
  termsChecked: boolean;
  termsMessage: string;
  isLoggedIn: boolean;
  /** False when the editor stays open (invalid, or save failed). */
  saveOpenAddressEditor: () => Promise<boolean>;
  /** Read after step 1, so an address just saved counts. */
  checkoutAddress: () => CheckoutAddressSource;
  /** Opens the sign-in dialog once its code is here. */
  onSignInRequired: () => Promise<void>;
}

export class CheckoutStop extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function stopCheckout(reason: string, details: Record<string, unknown> = {}): never {
  trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason, ...details });
  throw new CheckoutStop(reason);
}

/** Steps 1 and 2, before the form locks: sign-in, open editor saved, then section 5's checks. */
export async function readyToCheckout(
  latest: RefObject<ReviewCheckoutInput>,
): Promise<CheckoutAddress | null> {
  const current = latest.current;
  trackReviewEvent(REVIEW_EVENTS.checkoutClicked);
  if (!current.isLoggedIn) {
    await current.onSignInRequired();
    return null;
  }
  if (!(await current.saveOpenAddressEditor())) return null;

  // Step 2, with section 5's terms.
  const source = latest.current.checkoutAddress();
  const context = getStoreContext();
  const address: CheckoutAddress = {
    request: source.address
      ? toFilledAddressRequest(source.address, {
          customerId: context.customerId,
          region: context.region,
        })
      : null,
    addressId: source.addressId,
  };
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

  // Cached data can hold no item with a quantity.
  if (toCheckoutItems(latest.current.checkoutSource).length === 0) {
    showToast(t('catalogue.createPropsInvalid'));
    reportError('CHECKOUT_ERROR', { step: 'createProps' });
    trackReviewEvent(REVIEW_EVENTS.checkoutFailed, { reason: 'create-props' });
    return null;
  }
  return address;
}

export async function planAtCheckout(queryClient: QueryClient): Promise<Plan | null> {
  try {
    // Under a key of its own: written into the page's plan query, a plan turned active meanwhile
    // flipped the page to edit mode mid-checkout and left no Checkout button after a failure.
    return await queryClient.fetchQuery({
      queryKey: queryKeys.planAtCheckout(),
      queryFn: ({ signal }) => queryAutoShipPlan({ signal }),
      staleTime: 0,
    });
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') throw error;
    // Offline, the spec's message would not say why.
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
  navigate: (path: string) => void;
  signal?: AbortSignal;
}

/** Spec section 4: cached without those items, the builder told which, and opened. */
function stopIfOutOfStock(
  result: CheckoutResult | CheckoutAnswer | null,
  { display, daySpan, navigate }: PaymentCall,
): void {
  const missing = outOfStock(result);
  if (missing.length === 0) return;
  cacheWithout(display, daySpan, missing);
  // The server may send ids alone; the builder's notice needs titles.
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

/** Step 4's calls as the plan's state requires; the answer is not yet checked. */
export async function requestPayUrl(plan: Plan | null, call: PaymentCall): Promise<unknown> {
  const { checkoutItems, daySpan, address } = call;
  const options = call.signal ? { signal: call.signal } : {};
  const planId = plan?.planId ?? 0;
  // Only the saved address's id is known here, hence the contract's type.
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
