import { useState } from 'react';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { useSearchParams } from '#src/components/ui/router/use-search-params.ts';
import type { BuilderProduct, BuilderVariant } from '#src/domain/plan/builder-product.ts';
import {
  chosenPods,
  effectiveGift,
  initialSelection,
  NO_STOCK_TYPE,
  setQuantity,
  toBuilderGift,
  totalPacks,
  unknownLines,
  withoutLines,
} from '#src/domain/plan/plan-builder.ts';
import { readAsPlanData } from '#src/domain/plan/plan-cache.ts';
import { getJson, STORAGE_KEYS } from '#src/domain/storage/local-storage.ts';
import { displayName } from '#src/domain/money/display-name.ts';
import { planPriceSummary } from '#src/features/price-summary/plan-price-summary.ts';
import { IntervalSelector } from '#src/features/interval/interval-selector.tsx';
import { useStoreProducts } from '#src/features/products/use-store-products.ts';
import { TabOnlyNotice } from '#src/features/storage-notice/tab-only-notice.tsx';
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import { quantityRefusalMessage } from './builder-messages.ts';
import { BuilderAside } from './components/builder-aside.tsx';
import { GiftSection } from './components/gift-section.tsx';
import { NoStockNotice } from './components/no-stock-notice.tsx';
import { PodSection } from './components/pod-section.tsx';
import { useContinueToReview } from './use-continue-to-review.ts';
import styles from './buildplan-page.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/** Spec section 2; where the spec is silent: README.md beside this file. */
export function BuildplanPage() {
  const params = useSearchParams();
  const noStock = params.get('type') === NO_STOCK_TYPE;
  const config = getAutoshipConfig();
  const { moneyFormat, builderProducts } = getStoreContext();
  const products = useStoreProducts(builderProducts);

  const [cached] = useState(() => readAsPlanData(getJson(STORAGE_KEYS.planData)));
  const [selection, setSelection] = useState(() =>
    initialSelection(cached, config.intervalOptions),
  );
  const [message, setMessage] = useState<string | null>(null);
  const continuing = useContinueToReview(selection, products, setMessage);
  const busy = continuing.busy;

  const gift = effectiveGift(selection, products.gifts);
  const pods = chosenPods(selection, products.pods);
  const gifts = gift ? [toBuilderGift(gift)] : null;
  const unknown = products.isLoading ? [] : unknownLines(selection, products.pods);

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

  return (
    <PageFrame
      backTo={APP_PATHS.manage}
      heading={t('builder.heading')}
      {...footerTopProps()}
      intro={t('builder.intro')}
    >
      <TabOnlyNotice />
      <div className={styles.layout}>
        <div className={styles.choices}>
          {noStock && <NoStockNotice products={products.pods} />}
          <PodSection
            entries={products.all.filter((entry) => entry.kind === 'pods')}
            loading={products.isLoading}
            card={{
              quantities: selection.quantities,
              moneyFormat,
              onQuantity: changeQuantity,
              disabled: busy,
            }}
            cachedTitleOf={cachedTitleOf}
            unknownLines={unknown}
            onRemoveUnknownLines={() => {
              setSelection(withoutLines(selection, unknown));
              setMessage(null);
            }}
          />
          {products.all.some((entry) => entry.kind !== 'pods') && (
            <GiftSection
              gifts={products.gifts}
              loading={products.isLoading}
              value={gift?.variant.variantId ?? null}
              onChange={(variantId) => setSelection({ ...selection, giftVariantId: variantId })}
              moneyFormat={moneyFormat}
              disabled={busy}
            />
          )}
          <section className={styles.section} aria-label={t('builder.interval')}>
            <IntervalSelector
              options={config.intervalOptions}
              value={selection.daySpan}
              onChange={(daySpan) => setSelection({ ...selection, daySpan })}
              disabled={busy}
            />
          </section>
        </div>
        <BuilderAside
          summary={{
            pods,
            gifts: gifts ?? [],
            summary: planPriceSummary(pods, gifts),
            packs: totalPacks(selection),
            daySpan: selection.daySpan,
            moneyFormat,
          }}
          message={message}
          busy={busy}
          onContinue={continuing.start}
        />
      </div>
    </PageFrame>
  );
}
