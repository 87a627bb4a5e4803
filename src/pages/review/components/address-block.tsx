import { Suspense, type Ref } from 'react';
import type { Address } from '#src/api/schema-types.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { addressDisplay } from '#src/domain/address/address-display.ts';
import type { AddressInput } from '#src/domain/address/address-fields.ts';
import { PartLoadBoundary } from '#src/components/ui/part-load/part-load-boundary.tsx';
import { retryableLazy } from '#src/components/ui/part-load/retryable-lazy.ts';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { loadAddressFormLoader } from '#src/features/address-form/address-form-prefetch.ts';
import type {
  AddressFormHandle,
  AddressFormTracking,
  AddressSubmission,
} from '#src/features/address-form/address-form.tsx';
import styles from './address-block.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export const ADDRESS_BLOCK_BUTTON_ID = 'review-address-button';

// Loaded on open (or prefetched at idle or hover): most reviews never change the address.
const lazyAddressForm = retryableLazy(
  async () => (await loadAddressFormLoader()).AddressFormLoader,
);

export interface AddressBlockProps {
  /** In create mode, also what checkout uses. */
  address: AddressInput | null;
  loading: boolean;
  /** Asking failed and nothing else is shown instead. */
  failed?: boolean;
  editing: boolean;
  disabled: boolean;
  onEdit: () => void;
  /** Hover or focus: time to fetch the form. */
  onIntentToEdit?: () => void;
  onCancel: () => void;
  onSubmit: (submission: AddressSubmission) => Promise<void>;
  tracking?: AddressFormTracking;
  submitLabel: string;
  formRef: Ref<AddressFormHandle>;
}

/** Spec section 2. */
export function AddressBlock({
  address,
  loading,
  failed = false,
  editing,
  disabled,
  onEdit,
  onIntentToEdit,
  onCancel,
  onSubmit,
  tracking,
  submitLabel,
  formRef,
}: AddressBlockProps) {
  const line = addressDisplay(address);
  return (
    <Card title={t('address.shipping')} className={styles.block}>
      {editing ? (
        <PartLoadBoundary onRetry={lazyAddressForm.reset}>
          {() => (
            <Suspense fallback={<SkeletonLines lines={5} label={t('address.loadingForm')} />}>
              <lazyAddressForm.Current
                current={address as Address | null}
                onSubmit={onSubmit}
                onCancel={onCancel}
                tracking={tracking}
                submitLabel={submitLabel}
                handleRef={formRef}
              />
            </Suspense>
          )}
        </PartLoadBoundary>
      ) : (
        <div className={styles.display}>
          <p className={line ? styles.line : styles.empty} data-testid="review-address">
            {loading
              ? t('address.loading')
              : line ||
                // A failed lookup is not "no address" (quiet, spec section 8).
                (failed ? t('address.loadFailed') : t('address.none'))}
          </p>
          <Button
            id={ADDRESS_BLOCK_BUTTON_ID}
            variant="secondary"
            size="sm"
            onClick={onEdit}
            onPointerEnter={onIntentToEdit}
            onPointerDown={onIntentToEdit}
            onFocus={onIntentToEdit}
            disabled={disabled || loading}
          >
            {line || failed ? t('address.change') : t('address.add')}
          </Button>
        </div>
      )}
    </Card>
  );
}
