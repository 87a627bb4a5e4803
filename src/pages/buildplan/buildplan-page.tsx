import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '#src/api/api-error.ts';
import { failureMessage } from '#src/api/failure-message.ts';
import { autoShipPlanQueryOptions } from '#src/api/operations/query-auto-ship-plan.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { forgetRemovedItems, readRemovedItems } from '#src/domain/plan/out-of-stock-items.ts';
import type { BuilderProduct, BuilderVariant } from '#src/domain/plan/builder-product.ts';
import {
  chosenPods,
  continueWith,
  effectiveGift,
  initialSelection,
  NO_STOCK_TYPE,
  reviewPathAfterBuild,
  setQuantity,
  toBuilderGift,
  totalPacks,
} from '#src/domain/plan/plan-builder.ts';
import { readAsPlanData } from '#src/domain/plan/plan-cache.ts';
import { hasPlan } from '#src/domain/plan/plan-status.ts';
import { getJson, removeKey, setJson, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { IntervalSelector } from '#src/features/interval/interval-selector.tsx';
import { useStoreProducts } from '#src/features/products/use-store-products.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import { continueProblemMessage, quantityRefusalMessage } from './builder-messages.ts';
import { BuilderSummary } from './components/builder-summary.tsx';
import { GiftPicker } from './components/gift-picker.tsx';
import { NoStockNotice } from './components/no-stock-notice.tsx';
import { PodProductCard, PodProductCardPlaceholder } from './components/pod-product-card.tsx';
import styles from './buildplan-page.module.css';

const STORAGE_FAILED =
  'Your browser did not let us keep your plan for the next step. Allow site data for this store, or try another browser.';

/**
 * Spec section 2, /pages/buildplan: pick pods and quantities, see the gift, choose the interval,
 * see the running price summary, continue to review. Where it starts: the cached plan (change
 * plan, NO_STOCK) or empty (first build, after a cache failure, which clears it). Decisions where
 * the spec is silent: README.md beside this file.
 */
export function BuildplanPage() {
  const params = useSearchParams();
  const noStock = params.get('type') === NO_STOCK_TYPE;
  const config = getAutoshipConfig();
  const { moneyFormat, builderProducts } = getStoreContext();
  const products = useStoreProducts(builderProducts);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const flight = useSingleFlight();

  const [cached] = useState(() => readAsPlanData(getJson(STORAGE_KEYS.planData)));
  const [selection, setSelection] = useState(() =>
    initialSelection(cached, config.intervalOptions),
  );
  const [removed] = useState(() => (noStock ? readRemovedItems() : []));
  const [message, setMessage] = useState<string | null>(null);

  const gift = effectiveGift(selection, products.gifts);
  const pods = chosenPods(selection, products.pods);
  const gifts = gift ? [toBuilderGift(gift)] : null;
  const summary = planPriceSummary(pods, gifts);
  const busy = flight.busy;

  const podEntries = products.all.filter((entry) => entry.kind === 'pods');
  const giftEntries = products.all.filter((entry) => entry.kind !== 'pods');
  const knownVariantIds = new Set(
    products.pods.flatMap((product) => product.variants.map((variant) => variant.variantId)),
  );
  const unknownLines = products.isLoading
    ? []
    : Object.keys(selection.quantities).filter((id) => !knownVariantIds.has(Number(id)));

  function cachedTitleOf(productId: number): string | null {
    const title = cached?.podList.find((pod) => pod.productId === productId)?.productTitle;
    return title ? displayName(title) : null;
  }

  function changeQuantity(product: BuilderProduct, variant: BuilderVariant, next: number) {
    const result = setQuantity(selection, variant, next);
    if (!result.ok) {
      setMessage(quantityRefusalMessage(result, `${product.title}, ${variant.title}`));
      return;
    }
    setMessage(null);
    setSelection(result.selection);
  }

  function removeUnknownLines() {
    const quantities = Object.fromEntries(
      Object.entries(selection.quantities).filter(([id]) => !unknownLines.includes(id)),
    );
    setSelection({ ...selection, quantities });
    setMessage(null);
  }

  async function continueToReview(): Promise<void> {
    if (products.isLoading) {
      setMessage('Your products are still loading. Please wait a moment.');
      return;
    }
    const outcome = continueWith(selection, products.pods, products.gifts);
    if (!outcome.ok) {
      setMessage(continueProblemMessage(outcome.problem));
      return;
    }
    // A visitor not signed in builds first and signs in at checkout (spec sections 1 and 6): the
    // plan query would answer 401 and send them to login. The built plan is marked as a guest's,
    // so the review page asks, after sign-in, before an account's plan takes its place.
    const guest = !getStoreContext().isLoggedIn;
    let planExists = false;
    if (!guest) {
      try {
        const plan = await queryClient.fetchQuery({
          ...autoShipPlanQueryOptions(),
          staleTime: 30_000,
        });
        planExists = hasPlan(plan);
      } catch (error) {
        // 401/403: the API client is already taking the shopper to the login page.
        if (!(isApiError(error) && error.kind === 'unauthorized')) {
          setMessage(failureMessage('check your current plan', error));
        }
        return;
      }
    }
    const saved =
      setJson(STORAGE_KEYS.planData, outcome.cache.asPlanData) &&
      setJson(STORAGE_KEYS.productData, outcome.cache.asProductData) &&
      (guest ? setJson(STORAGE_KEYS.guestPlan, true) : removeKey(STORAGE_KEYS.guestPlan));
    if (!saved) {
      setMessage(STORAGE_FAILED);
      return;
    }
    forgetRemovedItems();
    navigate(reviewPathAfterBuild(APP_PATHS.review, planExists));
  }

  return (
    <PageFrame
      backTo={APP_PATHS.manage}
      heading="Build your plan"
      {...footerTopProps()}
      intro="Choose your flavours and how many packs of each, and how often they should arrive."
    >
      <div className={styles.layout}>
        <div className={styles.choices}>
          {noStock && <NoStockNotice removed={removed} products={products.pods} />}

          <section aria-labelledby="builder-pods-heading" className={styles.section}>
            <h2 id="builder-pods-heading" className={styles.sectionHeading}>
              Choose your pods
            </h2>
            {podEntries.length === 0 ? (
              <p>This store offers no pods for autoship right now.</p>
            ) : (
              <ul className={styles.products} aria-busy={products.isLoading}>
                {podEntries.map((entry) => {
                  if (entry.status === 'ready') {
                    return (
                      <PodProductCard
                        key={entry.productId}
                        product={entry.product}
                        quantities={selection.quantities}
                        moneyFormat={moneyFormat}
                        onQuantity={changeQuantity}
                        disabled={busy}
                      />
                    );
                  }
                  if (entry.status === 'loading') {
                    return <PodProductCardPlaceholder key={entry.productId} />;
                  }
                  const title = cachedTitleOf(entry.productId);
                  return (
                    <li
                      key={entry.productId}
                      className={styles.unavailable}
                      data-testid="builder-product-unavailable"
                    >
                      {title ? `${title} is` : 'One of our flavours is'} unavailable right now.
                      Please try again later.
                    </li>
                  );
                })}
              </ul>
            )}
            {unknownLines.length > 0 && (
              <div className={styles.notice} role="status">
                <p>
                  {unknownLines.length === 1
                    ? 'One item of your plan could not be loaded.'
                    : `${unknownLines.length} items of your plan could not be loaded.`}
                </p>
                <button type="button" className={styles.inlineButton} onClick={removeUnknownLines}>
                  Remove {unknownLines.length === 1 ? 'it' : 'them'} from the plan
                </button>
              </div>
            )}
          </section>

          {giftEntries.length > 0 && (
            <section className={styles.section} aria-label="Gift">
              {products.gifts.length > 0 ? (
                <GiftPicker
                  gifts={products.gifts}
                  value={gift?.variant.variantId ?? null}
                  onChange={(variantId) => setSelection({ ...selection, giftVariantId: variantId })}
                  moneyFormat={moneyFormat}
                  disabled={busy}
                />
              ) : products.isLoading ? (
                <SkeletonLines lines={2} label="Loading your gift" />
              ) : (
                <p className={styles.unavailable}>
                  Your free gift could not be loaded. You can still continue; it is added when you
                  pay.
                </p>
              )}
            </section>
          )}

          <section className={styles.section} aria-label="Delivery interval">
            <IntervalSelector
              options={config.intervalOptions}
              value={selection.daySpan}
              onChange={(daySpan) => setSelection({ ...selection, daySpan })}
              disabled={busy}
            />
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="builder-summary-heading">
          <Card className={styles.summaryCard}>
            <h2 id="builder-summary-heading" className={styles.sectionHeading}>
              Your plan
            </h2>
            <BuilderSummary
              pods={pods}
              gifts={gifts ?? []}
              summary={summary}
              packs={totalPacks(selection)}
              daySpan={selection.daySpan}
              moneyFormat={moneyFormat}
            />
            {message && (
              <p className={styles.message} role="alert">
                {message}
              </p>
            )}
            <LoadingButton
              state={busy ? 'loading' : 'content'}
              loadingText="Saving your plan…"
              variant="primary"
              size="lg"
              fullWidth
              onClick={() => void flight.run(continueToReview)}
            >
              Continue to review
            </LoadingButton>
          </Card>
        </aside>
      </div>
    </PageFrame>
  );
}
