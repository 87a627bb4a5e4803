import { Link } from 'wouter';
import { getStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { footerTopProps } from '#src/features/footer-top/footer-top.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { SkeletonBox } from '#src/components/ui/skeleton/skeleton-box.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { formatMoney } from '#src/domain/money/format-money.ts';
import { BUILDER_LIMITS } from '#src/domain/plan/builder-limits.ts';
import {
  bestGiftWorth,
  bestSavingPercent,
  discountSteps,
  listOfDays,
} from '#src/domain/program/program-figures.ts';
import { useStoreProducts } from '#src/features/products/use-store-products.ts';
import { PRODUCT_IMAGE_PX, ProductImage } from '#src/features/plan/product-image.tsx';
import { getAutoshipConfig } from '#src/api/store-autoship-config.ts';
import styles from './autoship-program-page.module.css';

/**
 * Spec section 2, /pages/autoship-program: what autoship is and why to join, with the build-plan
 * call to action. Every number comes from the autoship configuration or the store's products
 * (shared with the builder's cache, so the builder opens at once). See README.md.
 */
export function AutoshipProgramPage() {
  const config = getAutoshipConfig();
  const { moneyFormat, builderProducts } = getStoreContext();
  const products = useStoreProducts(builderProducts);
  const saving = bestSavingPercent(products.pods);
  const giftWorth = bestGiftWorth(products.gifts);
  const steps = discountSteps(config, BUILDER_LIMITS.maxTotal);
  const days = listOfDays(config.intervalOptions);
  // Figures wait for every product they summarise: a best saving or a list of gifts shown from
  // the first answers would change under the shopper's eyes, and the gift sentence, growing by a
  // name, pushed its own last words onto the next line (a layout shift of 0.014).
  const giftLoading = products.giftsLoading;
  const cta = (
    <Link
      to={APP_PATHS.buildPlan}
      className={buttonClassName({ variant: 'primary', size: 'lg', className: styles.cta })}
    >
      Build my plan
    </Link>
  );

  return (
    <PageFrame
      backTo={APP_PATHS.manage}
      heading="The autoship program"
      {...footerTopProps()}
      intro={`Your favourite pods delivered every ${days} days, at a lower price on every delivery.`}
    >
      <div className={styles.layout}>
        <Card className={styles.hero}>
          {/* The placeholder takes the headline's room, so nothing moves when prices arrive. */}
          {products.podsLoading ? (
            <SkeletonLines lines={1} label="Loading prices" className={styles.headlineSlot} />
          ) : (
            <p className={`${styles.headline} ${styles.headlineSlot}`} data-testid="program-saving">
              {saving > 0 ? `Save up to ${saving}% on every pack` : 'Member prices on every pack'}
            </p>
          )}
          <p className={styles.heroText}>
            Build your plan once, choose how often it arrives, and we take care of the rest.
          </p>
          {cta}
        </Card>

        <ul className={styles.benefits} aria-label="Why join">
          <li className={styles.benefit}>
            <h2 className={styles.benefitTitle}>Lower prices, every time</h2>
            <p>
              {/* The saving itself is the headline's: this text does not wait for prices, so
                  it never grows under the shopper's eyes. */}
              Every pack costs less than its usual price
              {config.freightFeeCents > 0
                ? `, and shipping (worth ${formatMoney(config.freightFeeCents, moneyFormat)}) is included`
                : ''}
              .
            </p>
          </li>
          {(giftLoading || products.gifts.length > 0) && (
            // One structure loading and loaded (an image row, three lines of text), so the
            // cards after it stay where they are when the gift arrives (CLS 0).
            <li className={styles.benefit} data-testid={giftLoading ? undefined : 'program-gift'}>
              <h2 className={styles.benefitTitle}>A free gift with your plan</h2>
              <div className={styles.gifts}>
                {giftLoading ? (
                  <SkeletonBox width={PRODUCT_IMAGE_PX} height={PRODUCT_IMAGE_PX} />
                ) : (
                  products.gifts.map((gift) => (
                    <ProductImage key={gift.productId} src={gift.image || null} name={gift.title} />
                  ))
                )}
              </div>
              <div className={styles.giftText}>
                {giftLoading ? (
                  <SkeletonLines lines={3} label="Loading your gift" />
                ) : (
                  <p>
                    Choose {products.gifts.map((gift) => gift.title).join(', ')}
                    {giftWorth > 0 ? ` — worth up to ${formatMoney(giftWorth, moneyFormat)}` : ''} —
                    free in every delivery.
                  </p>
                )}
              </div>
            </li>
          )}
          <li className={styles.benefit} data-testid="program-intervals">
            <h2 className={styles.benefitTitle}>On your schedule</h2>
            <p>Deliveries every {days} days. Change the interval whenever you like.</p>
          </li>
          <li className={styles.benefit}>
            <h2 className={styles.benefitTitle}>No commitment</h2>
            <p>Pause, restart or delete your plan at any time from your account page.</p>
          </li>
          {steps.length > 0 && (
            <li className={styles.benefit} data-testid="program-discounts">
              <h2 className={styles.benefitTitle}>Save more as your plan grows</h2>
              <ul className={styles.steps}>
                {steps.map((step) => (
                  <li key={step.fromPacks}>
                    From {step.fromPacks} packs: {Math.round(step.rate * 100)}% off your delivery
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>

        <Card title="How it works">
          <ol className={styles.how}>
            <li>Pick your flavours and how many packs of each.</li>
            <li>Choose your free gift and how often you want a delivery.</li>
            <li>Add your address and pay securely. Your first delivery is on its way.</li>
          </ol>
          {cta}
        </Card>
      </div>
    </PageFrame>
  );
}
