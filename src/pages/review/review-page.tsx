import { REVIEW_FORM_ATTRIBUTE } from './review-form-marker.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import { failureMessage } from '#src/api/failure-message.ts';
import { loginUrlWithReturnTo } from '#src/api/login-redirect.ts';
import { useChangePlanAddressMutation } from '#src/api/operations/change-plan-address.ts';
import { usePlanAddressQuery } from '#src/api/operations/get-plan-address.ts';
import { useAutoShipPlanQuery } from '#src/api/operations/query-auto-ship-plan.ts';
import { useCustomerAddressesQuery } from '#src/api/operations/query-customer-address.ts';
import { useNextPayDateQuery } from '#src/api/operations/query-next-pay-dt.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { Button, buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { useSkeletonVisible } from '#src/components/ui/skeleton/skeleton.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { toFilledAddressRequest } from '#src/domain/address/filled-address-request.ts';
import { CACHE_ERROR_REDIRECT_MS, TOAST_DURATION_LONG_MS } from '#src/domain/business-constants.ts';
import { createModePayDate, editModePayDate, resolveInterval } from '#src/domain/dates/pay-date.ts';
import { LOCAL_CACHE_INVALID, UPDATE_SUCCESS } from '#src/domain/messages.ts';
import { daySpanOf } from '#src/domain/plan/plan-display.ts';
import { reviewMode } from '#src/domain/plan/plan-status.ts';
import { canPurchase } from '#src/domain/pricing/autoship-config.ts';
import { rememberPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';
import { prefetchAddressForm, whenIdle } from '#src/features/address-form/address-form-prefetch.ts';
import type {
  AddressFormHandle,
  AddressSubmission,
} from '#src/features/address-form/address-form.tsx';
import { PlanItems } from '#src/features/plan/plan-items.tsx';
import { planItemViews } from '#src/features/plan/plan-view.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { PriceSummaryLines } from '#src/features/price-summary/price-summary-lines.tsx';
import { ADDRESS_BLOCK_BUTTON_ID, AddressBlock } from './components/address-block.tsx';
import {
  GuestPlanChoice,
  useGuestPlanChoice,
  type GuestPlanDecision,
} from './guest-plan-choice.tsx';
import { IntervalSelector } from '#src/features/interval/interval-selector.tsx';
import { TermsAgreement, termsLabel } from './components/terms-agreement.tsx';
import {
  clearCachedPlan,
  PAYMENT_CANCELLED_TYPE,
  readCachedPlan,
  REVIEW_EDIT_TYPE,
  reviewItems,
  storeDaySpan,
} from './review-items.ts';
import { REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';
import { useEditSave } from './use-edit-save.ts';
import { useReviewCheckout } from './use-review-checkout.ts';
import styles from './review-page.module.css';

/** Spec section 2: shown instead of checkout when a global store does not sell to the visitor. */
export const PURCHASES_NOT_SUPPORTED =
  'Autoship purchases are not supported in your country or region.';

/**
 * /review (spec sections 2–8): one page in two modes. Create mode (no plan, or a draft): the
 * shopper checks the items, picks the interval, gives the address, agrees to the terms and goes
 * to the hosted payment page. Edit mode (an active or paused plan): the shopper saves the
 * changes and goes back to the account page. `type=REVIEW_EDIT` reviews the plan cached by the
 * builder or by change plan; `type=cancel` records that the payment was cancelled.
 */
export function ReviewPage() {
  const context = getStoreContext();
  const config = getAutoshipConfig();
  const params = useSearchParams();
  const type = params.get('type');
  const reviewEdit = type === REVIEW_EDIT_TYPE;
  usePaymentCancelledTracking(type === PAYMENT_CANCELLED_TYPE);

  // Spec section 8: a failed plan query on this page is quiet. Anonymous visitors are not asked
  // (the call would send them to login): the sign-in modal waits for them at checkout.
  const planQuery = useAutoShipPlanQuery({ enabled: context.isLoggedIn });
  const [cached] = useState(readCachedPlan);
  const skeletonVisible = useSkeletonVisible();
  const settled = !context.isLoggedIn || !planQuery.isPending;
  const plan = planQuery.data ?? null;
  const planId = plan?.planId ?? 0;
  const mode = reviewMode(plan);
  const items = settled ? reviewItems({ reviewEdit, plan, cached }) : null;
  const display = items?.kind === 'ready' ? items.display : null;
  const planFailed = context.isLoggedIn && planQuery.isError;
  // No cached data where the page needs it. A failed plan query without cache is not that: the
  // page says the plan could not be loaded and offers to try again.
  const cacheMissing = items?.kind === 'missing' && (reviewEdit || !planFailed);
  useCacheFailure(cacheMissing);
  const [, navigate] = useLocation();
  const guestChoice = useGuestPlanChoice({
    isLoggedIn: context.isLoggedIn,
    planKnown: context.isLoggedIn && planQuery.isSuccess,
    reviewEdit,
    plan,
    cached,
  });

  function chooseGuestPlan(decision: GuestPlanDecision) {
    const accountMode = guestChoice.open?.accountMode;
    guestChoice.chosen();
    if (decision === 'built') {
      // The cached plan under review: saving (edit mode) or paying (a draft) puts it in place of
      // the account's, as the shopper just chose.
      navigate(`${APP_PATHS.review}?type=${REVIEW_EDIT_TYPE}`, { replace: true });
      return;
    }
    clearCachedPlan();
    // An active or paused plan is managed on the account page; a draft still waits to be paid.
    if (accountMode === 'edit') navigate(APP_PATHS.manage);
  }

  // Interval: the shopper's choice, else the reviewed plan's; unknown values fall back to the first.
  const [chosenDays, setChosenDays] = useState<number | null>(null);
  const { daySpan } = resolveInterval(
    chosenDays ?? display?.daySpan ?? config.defaultDaySpan,
    config.intervalOptions,
  );
  const serverDaySpan = plan ? daySpanOf(plan) : null;
  const askPayDate = mode === 'edit' && planId > 0 && daySpan !== serverDaySpan;
  const payDateQuery = useNextPayDateQuery(planId, daySpan, { enabled: askPayDate });
  const payDate =
    mode === 'create'
      ? createModePayDate(new Date(), daySpan)
      : askPayDate && payDateQuery.isPending
        ? ''
        : ((askPayDate ? editModePayDate(payDateQuery.data) : null) ??
          editModePayDate(plan?.nextPayDt) ??
          '');
  // The plan's own date belongs to its old interval: showing it for the new one would promise a
  // date the account page will not show after saving. The failure is said, with its cause.
  const payDateProblem =
    askPayDate && payDateQuery.isError
      ? failureMessage(
          `work out the next payment date for every ${daySpan} days`,
          payDateQuery.error,
        )
      : null;

  function chooseInterval(days: number) {
    setChosenDays(days);
    storeDaySpan(days);
  }

  // Address: what the shopper gave here, else the plan's, else (create mode) the first saved one.
  const addressId = plan?.addressId ?? 0;
  const planAddressQuery = usePlanAddressQuery(planId, { enabled: planId > 0 && addressId > 0 });
  const savedQuery = useCustomerAddressesQuery({ enabled: context.isLoggedIn });
  const [given, setGiven] = useState<AddressSubmission | null>(null);
  const givenRef = useRef<AddressSubmission | null>(null);
  const [editingAddress, setEditingAddress] = useState(false);
  const queryClient = useQueryClient();
  const { isLoggedIn } = context;
  const prefetchForm = () => prefetchAddressForm(queryClient, isLoggedIn);
  // The form's code, countries and saved addresses once the page is shown and idle, so
  // that 'Change address' opens at once without weighing on the page's first load.
  useEffect(() => {
    if (skeletonVisible) return;
    return whenIdle(() => prefetchAddressForm(queryClient, isLoggedIn));
  }, [queryClient, isLoggedIn, skeletonVisible]);
  const formRef = useRef<AddressFormHandle>(null);
  const planAddress = addressId > 0 ? (planAddressQuery.data ?? null) : null;
  const defaultSaved = mode === 'create' ? (savedQuery.data?.[0] ?? null) : null;
  const shownAddress = given?.request ?? planAddress ?? defaultSaved;
  const addressLoading = addressId > 0 && planAddressQuery.isPending;
  const addressMutation = useChangePlanAddressMutation({ noAlert: true });

  async function submitAddress(submission: AddressSubmission) {
    if (mode === 'edit') {
      // The plan exists: its address is saved at once, as on the account page.
      await addressMutation.mutateAsync({ planId, address: submission.request });
      showToast(UPDATE_SUCCESS, { tone: 'success' });
    }
    // Create mode: the address is what checkout will use; nothing is sent yet.
    givenRef.current = submission;
    setGiven(submission);
    closeAddressEditor();
  }

  function closeAddressEditor() {
    setEditingAddress(false);
    requestAnimationFrame(() => document.getElementById(ADDRESS_BLOCK_BUTTON_ID)?.focus());
  }

  const [termsChecked, setTermsChecked] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);

  const summary = display ? planPriceSummary(Object.values(display.pods), display.gifts) : null;
  useEffect(() => {
    // Spec section 3: a copy of the summary is kept for the payment hand-off.
    if (summary) rememberPriceSummary(summary);
  });

  const checkout = useReviewCheckout({
    display: display ?? { pods: {}, gifts: null, daySpan },
    checkoutItems: items?.kind === 'ready' ? items.checkoutItems : [],
    daySpan,
    termsChecked,
    termsMessage: termsLabel(daySpan),
    isLoggedIn: context.isLoggedIn,
    saveOpenAddressEditor: async () =>
      !editingAddress || !formRef.current ? true : formRef.current.submit(),
    checkoutAddress: () => {
      const address = givenRef.current?.request ?? planAddress ?? defaultSaved;
      return {
        request: address
          ? toFilledAddressRequest(address, {
              customerId: context.customerId,
              region: context.region,
            })
          : null,
        addressId,
      };
    },
    onSignInRequired: () => setSignInOpen(true),
  });
  const edit = useEditSave(planId, display, daySpan);
  const locked = mode === 'create' ? checkout.busy : edit.locked;
  const mayBuy = canPurchase(config, context);

  let content;
  if (!settled || skeletonVisible) {
    content = <SkeletonLines lines={6} label="Loading your plan…" />;
  } else if (guestChoice.open) {
    content = (
      <GuestPlanChoice
        built={guestChoice.open.built}
        account={guestChoice.open.account}
        onChoose={chooseGuestPlan}
      />
    );
  } else if (cacheMissing) {
    content = (
      <Card>
        <p role="alert" className={styles.notice}>
          {LOCAL_CACHE_INVALID}
        </p>
        <p className={styles.muted}>Taking you back to the plan builder…</p>
      </Card>
    );
  } else if (!display || !summary) {
    content = (
      <Card>
        <div role="alert" className={styles.problem}>
          <p>{failureMessage('load your plan', planQuery.error)}</p>
          <Button
            variant="secondary"
            onClick={() => void planQuery.refetch()}
            disabled={planQuery.isFetching}
          >
            Try again
          </Button>
        </div>
      </Card>
    );
  } else {
    const rows = planItemViews(display);
    content = (
      <div className={styles.layout}>
        <div className={styles.main}>
          {type === PAYMENT_CANCELLED_TYPE && (
            <p className={styles.info} role="status" data-testid="payment-cancelled">
              Your payment was cancelled and nothing was charged. Your plan is waiting for you:
              check it and pay when you are ready.
            </p>
          )}
          <Card title="Your items">
            <PlanItems items={rows.items} gifts={rows.gifts} moneyFormat={context.moneyFormat} />
          </Card>
          <Card title="Delivery">
            <IntervalSelector
              options={config.intervalOptions}
              value={daySpan}
              onChange={chooseInterval}
              disabled={locked}
              payDate={payDate}
              payDateProblem={payDateProblem}
              payDateLabel={mode === 'edit' ? 'Next payment' : 'First renewal payment'}
            />
          </Card>
          <AddressBlock
            address={shownAddress}
            loading={addressLoading && !given}
            failed={addressId > 0 && planAddressQuery.isError}
            editing={editingAddress}
            disabled={locked}
            onEdit={() => setEditingAddress(true)}
            onIntentToEdit={prefetchForm}
            onCancel={closeAddressEditor}
            onSubmit={submitAddress}
            tracking={
              mode === 'edit' ? { saved: TRACKING_STEPS.addressSaved, details: { planId } } : {}
            }
            submitLabel={mode === 'edit' ? 'Save address' : 'Use this address'}
            formRef={formRef}
          />
        </div>
        <aside
          className={styles.side}
          aria-label="Order summary"
          {...{ [REVIEW_FORM_ATTRIBUTE]: '' }}
        >
          <Card title={mode === 'edit' ? 'Your plan' : 'Order summary'} className={styles.summary}>
            <PriceSummaryLines summary={summary} moneyFormat={context.moneyFormat} />
            {mode === 'create' ? (
              mayBuy ? (
                <>
                  <TermsAgreement
                    checked={termsChecked}
                    onChange={setTermsChecked}
                    disabled={locked}
                    daySpan={daySpan}
                  />
                  <LoadingButton
                    variant="primary"
                    size="lg"
                    fullWidth
                    state={checkout.busy ? 'loading' : 'content'}
                    loadingText={
                      checkout.phase === 'reloading'
                        ? 'Your plan changed: reloading the page…'
                        : 'Taking you to payment…'
                    }
                    onClick={checkout.start}
                    className={styles.cta}
                  >
                    Checkout
                  </LoadingButton>
                  <p className={styles.muted}>You pay securely on the next page.</p>
                </>
              ) : (
                <p className={styles.blocked} role="status" data-testid="purchases-not-supported">
                  {PURCHASES_NOT_SUPPORTED}
                </p>
              )
            ) : (
              <LoadingButton
                variant="primary"
                size="lg"
                fullWidth
                state={edit.state}
                loadingText="Saving your changes…"
                doneText="Saved. Taking you to your account…"
                onClick={edit.save}
                className={styles.cta}
              >
                Save changes
              </LoadingButton>
            )}
          </Card>
        </aside>
      </div>
    );
  }

  return (
    <PageFrame
      heading={mode === 'edit' ? 'Review your changes' : 'Review your plan'}
      intro={
        mode === 'edit'
          ? 'Check your items and delivery interval, then save.'
          : 'Check your items, delivery interval and address before you pay.'
      }
      backTo={APP_PATHS.manage}
      {...footerTopProps()}
    >
      {content}
      <Dialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        title="Sign in to check out"
        footer={
          <>
            <Button variant="secondary" onClick={() => setSignInOpen(false)}>
              Not now
            </Button>
            <a href={loginUrlWithReturnTo()} className={buttonClassName({ variant: 'primary' })}>
              Sign in or create an account
            </a>
          </>
        }
      >
        <p>
          Your autoship plan belongs to your account. Sign in (or create an account) and you will
          come straight back to this page to pay.
        </p>
      </Dialog>
    </PageFrame>
  );
}

/**
 * Missing cached data (spec sections 4 and 8): the message for 5 s and both keys cleared, once;
 * the builder after 3 s.
 */
function useCacheFailure(active: boolean) {
  const [, navigate] = useLocation();
  const announced = useRef(false);
  useEffect(() => {
    if (!active) return;
    if (!announced.current) {
      announced.current = true;
      showToast(LOCAL_CACHE_INVALID, { durationMs: TOAST_DURATION_LONG_MS });
      clearCachedPlan();
    }
    const timer = setTimeout(() => navigate(APP_PATHS.buildPlan), CACHE_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

/** type=cancel: the payment-cancelled event, once per visit of the page. */
function usePaymentCancelledTracking(cancelled: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!cancelled || sent.current) return;
    sent.current = true;
    trackReviewEvent(REVIEW_EVENTS.paymentCancelled);
  }, [cancelled]);
}
