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
import { t } from '#src/domain/i18n/translate.ts';
import { CONTENT_MARKS } from '#src/domain/content-marks.ts';

/** Spec section 2; every number comes from the configuration or the products. See README.md. */
export function AutoshipProgramPage() {
  const config = getAutoshipConfig();
  const { moneyFormat, builderProducts } = getStoreContext();
  const products = useStoreProducts(builderProducts);
  const saving = bestSavingPercent(products.pods);
  const giftWorth = bestGiftWorth(products.gifts);
  const steps = discountSteps(config, BUILDER_LIMITS.maxTotal);
  const days = listOfDays(config.intervalOptions);
  // Figures wait for every product they summarise, or they would change under the shopper's eyes
  // (the gift sentence once wrapped a line: a layout shift).
  const giftLoading = products.giftsLoading;
  const cta = (
    <Link
      to={APP_PATHS.buildPlan}
      className={buttonClassName({ variant: 'primary', size: 'lg', className: styles.cta })}
    >
      {t('plan.build')}
    </Link>
  );

  return (
    <PageFrame
      backTo={APP_PATHS.manage}
      heading={t('program.heading')}
      {...footerTopProps()}
      intro={t('program.intro', { days })}
    >
      <div className={styles.layout}>
        <Card className={styles.hero}>
          {/* Holds the headline's room, so nothing moves when prices arrive. */}
          {products.podsLoading ? (
            <SkeletonLines
              lines={1}
              label={t('program.loadingPrices')}
              className={styles.headlineSlot}
            />
          ) : (
            <p className={`${styles.headline} ${styles.headlineSlot}`} data-testid="program-saving">
              {saving > 0 ? t('program.saveUpTo', { saving }) : t('program.memberPrices')}
            </p>
          )}
          <p className={styles.heroText} elementtiming={CONTENT_MARKS.programCopy}>
            {t('program.hero')}
          </p>
          {cta}
        </Card>

        <ul className={styles.benefits} aria-label={t('program.whyJoin')}>
          <li className={styles.benefit}>
            <h2 className={styles.benefitTitle}>{t('program.lower')}</h2>
            <p>
              {/* Does not wait for prices, so it never grows under the shopper's eyes. */}
              {config.freightFeeCents > 0
                ? t('program.lower.freight', {
                    freight: formatMoney(config.freightFeeCents, moneyFormat),
                  })
                : t('program.lower.text')}
            </p>
          </li>
          {(giftLoading || products.gifts.length > 0) && (
            // One structure loading and loaded, so later cards stay put (CLS 0).
            <li className={styles.benefit} data-testid={giftLoading ? undefined : 'program-gift'}>
              <h2 className={styles.benefitTitle}>{t('program.gift')}</h2>
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
                  <SkeletonLines lines={3} label={t('plan.giftLoading')} />
                ) : (
                  <p>
                    {giftWorth > 0
                      ? t('program.gift.worth', {
                          gifts: products.gifts.map((gift) => gift.title).join(', '),
                          worth: formatMoney(giftWorth, moneyFormat),
                        })
                      : t('program.gift.text', {
                          gifts: products.gifts.map((gift) => gift.title).join(', '),
                        })}
                  </p>
                )}
              </div>
            </li>
          )}
          <li className={styles.benefit} data-testid="program-intervals">
            <h2 className={styles.benefitTitle}>{t('program.schedule')}</h2>
            <p>{t('program.schedule.text', { days })}</p>
          </li>
          <li className={styles.benefit}>
            <h2 className={styles.benefitTitle}>{t('program.noCommitment')}</h2>
            <p>{t('program.noCommitment.text')}</p>
          </li>
          {steps.length > 0 && (
            <li className={styles.benefit} data-testid="program-discounts">
              <h2 className={styles.benefitTitle}>{t('program.tiers')}</h2>
              <ul className={styles.steps}>
                {steps.map((step) => (
                  <li key={step.fromPacks}>
                    {t('program.tier', {
                      packs: step.fromPacks,
                      rate: Math.round(step.rate * 100),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>

        <Card title={t('program.how')}>
          <ol className={styles.how}>
            <li>{t('program.how.1')}</li>
            <li>{t('program.how.2')}</li>
            <li>{t('program.how.3')}</li>
          </ol>
          {cta}
        </Card>
      </div>
    </PageFrame>
  );
}
