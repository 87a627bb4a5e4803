import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { useSkeletonVisible } from '#src/components/ui/skeleton/skeleton.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import { CACHE_ERROR_REDIRECT_MS, TOAST_DURATION_LONG_MS } from '#src/domain/business-constants.ts';
import { canPurchase } from '#src/domain/pricing/autoship-config.ts';
import { getJson, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { rememberPriceSummary } from '#src/domain/pricing/price-summary.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { TabOnlyNotice } from '#src/features/storage-notice/tab-only-notice.tsx';
import { ReviewDetails } from './components/review-details.tsx';
import { ReviewSummary } from './components/review-summary.tsx';
import { LazySignInDialog, loadSignInDialog } from './components/lazy-sign-in-dialog.ts';
import { CacheMissingNotice, PlanLoadProblem } from './components/review-notices.tsx';
import { loadTermsDialog, termsLabel } from './components/terms-agreement.tsx';
import { GuestPlanGate } from './guest-plan-choice.tsx';
import { clearCachedPlan, PAYMENT_CANCELLED_TYPE, REVIEW_EDIT_TYPE } from './review-items.ts';
import { REVIEW_EVENTS, trackReviewEvent } from './review-tracking.ts';
import { useEditSave } from './use-edit-save.ts';
import { useReviewAddress } from './use-review-address.ts';
import { useReviewCheckout } from './use-review-checkout.ts';
import { useReviewInterval } from './use-review-interval.ts';
import { useReviewedPlan } from './use-reviewed-plan.ts';
import styles from './review-page.module.css';
import { t } from '#src/domain/i18n/translate.ts';

// /review (spec sections 2–8): create mode (no plan, or a draft) or edit mode (active or paused).
export function ReviewPage() {
  const context = getStoreContext();
  const config = getAutoshipConfig();
  const params = useSearchParams();
  const type = params.get('type');
  const reviewEdit = type === REVIEW_EDIT_TYPE;
  usePaymentCancelledTracking(type === PAYMENT_CANCELLED_TYPE);
  // The terms link's dialog first among the page's idle loads (a slow line fetches a few files at
  // a time): the summary that offers it mounts only once the plan is known.
  usePreloadWhenIdle(loadTermsDialog);

  const reviewed = useReviewedPlan(reviewEdit);
  const { planQuery, settled, plan, mode, items, display, cacheMissing } = reviewed;
  const planId = plan?.planId ?? 0;
  const skeletonVisible = useSkeletonVisible();
  useCacheFailure(cacheMissing);
  // A visitor's plan meets the account's only right after signing in: its code loads then.
  const [guestMarked] = useState(() => getJson(STORAGE_KEYS.guestPlan) === true);

  const interval = useReviewInterval(mode, plan, display?.daySpan);
  const { daySpan } = interval;
  const address = useReviewAddress(mode, plan, skeletonVisible, reviewed.awaitingSignIn);
  const [termsChecked, setTermsChecked] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);

  const summary = display ? planPriceSummary(Object.values(display.pods), display.gifts) : null;
  useEffect(() => {
    // Spec section 3: a copy of the summary is kept for the payment hand-off.
    if (summary) rememberPriceSummary(summary);
  });

  const checkout = useReviewCheckout({
    display: display ?? { pods: {}, gifts: null, daySpan },
    checkoutSource: items?.kind === 'ready' ? items.checkoutSource : [],
    daySpan,
    termsChecked,
    termsMessage: termsLabel(daySpan),
    isLoggedIn: context.isLoggedIn,
    saveOpenAddressEditor: address.saveOpenEditor,
    checkoutAddress: address.checkoutAddress,
    // Checkout stays busy until the dialog's code is here: the press is kept, and said at once.
    onSignInRequired: () =>
      loadSignInDialog()
        .catch(() => undefined)
        .then(() => setSignInOpen(true)),
  });
  const edit = useEditSave(plan, display, daySpan);
  const locked = mode === 'create' ? checkout.busy : edit.locked;

  let content;
  if (!settled || skeletonVisible) {
    content = <SkeletonLines lines={6} label={t('review.loading')} />;
  } else if (cacheMissing) {
    content = <CacheMissingNotice />;
  } else if (!display || !summary) {
    content = (
      <PlanLoadProblem
        error={reviewed.pricesError ?? planQuery.error}
        onRetry={reviewed.retryPrices ?? (() => void planQuery.refetch())}
        retrying={planQuery.isFetching}
      />
    );
  } else {
    content = (
      <>
        {/* The plan this page reviews is the builder's: kept in this tab only if storage refused it. */}
        {items?.kind === 'ready' && items.fromCache && <TabOnlyNotice />}
        <div className={styles.layout}>
          <ReviewDetails
            mode={mode}
            planId={planId}
            display={display}
            moneyFormat={context.moneyFormat}
            intervalOptions={config.intervalOptions}
            interval={interval}
            address={address.block}
            locked={locked}
            paymentCancelled={type === PAYMENT_CANCELLED_TYPE}
          />
          <ReviewSummary
            mode={mode}
            summary={summary}
            moneyFormat={context.moneyFormat}
            notSold={canPurchase(config, context) ? null : t('review.notSold')}
            daySpan={daySpan}
            locked={locked}
            termsChecked={termsChecked}
            onTermsChange={setTermsChecked}
            checkout={checkout}
            edit={edit}
          />
        </div>
      </>
    );
  }

  return (
    <PageFrame
      // One heading and intro in both modes: the page's first screen (the theme's Liquid, the
      // prerendered HTML) says them before the plan's answer decides the mode (spec section 2).
      heading={t('review.heading')}
      intro={t('review.intro')}
      backTo={APP_PATHS.manage}
      {...footerTopProps()}
    >
      {guestMarked && context.isLoggedIn ? (
        <GuestPlanGate
          isLoggedIn={context.isLoggedIn}
          planKnown={planQuery.isSuccess}
          reviewEdit={reviewEdit}
          plan={plan}
          cached={reviewed.cached}
        >
          {content}
        </GuestPlanGate>
      ) : (
        content
      )}
      {/* A visitor's checkout alone opens it: a signed-in shopper's line does not carry its code. */}
      {!context.isLoggedIn && (
        <LazySignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
      )}
    </PageFrame>
  );
}

/** Spec sections 4 and 8: the message for 5 s, both keys cleared once, the builder after 3 s. */
function useCacheFailure(active: boolean) {
  const [, navigate] = useLocation();
  const announced = useRef(false);
  useEffect(() => {
    if (!active) return;
    if (!announced.current) {
      announced.current = true;
      showToast(t('catalogue.localCacheInvalid'), { durationMs: TOAST_DURATION_LONG_MS });
      clearCachedPlan();
    }
    const timer = setTimeout(() => navigate(APP_PATHS.buildPlan), CACHE_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

/** Once per visit. */
function usePaymentCancelledTracking(cancelled: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!cancelled || sent.current) return;
    sent.current = true;
    trackReviewEvent(REVIEW_EVENTS.paymentCancelled);
  }, [cancelled]);
}
