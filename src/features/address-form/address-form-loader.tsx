import { useEffect } from 'react';
import { useCustomerAddressesQuery } from '#src/api/operations/query-customer-address.ts';
import type { Address } from '#src/api/schema-types.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { AddressForm, type AddressFormProps } from './address-form.tsx';
import { useCountries } from './use-countries.ts';
import styles from './address-form.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export type AddressFormLoaderProps = Omit<AddressFormProps, 'table' | 'saved'> & {
  current: Address | null;
};

/**
 * Waits for the countries and saved addresses, so the form starts complete rather than reshuffling;
 * a failed country download offers a retry instead of an empty form.
 */
export function AddressFormLoader(props: AddressFormLoaderProps) {
  const countries = useCountries();
  const savedQuery = useCustomerAddressesQuery();
  const failed = countries.status === 'failed';

  useEffect(() => {
    // Spec section 8: the form's country and address data could not be had, the seed's
    // 'getAddressProps function invalid', said once per failed attempt (the retry stays).
    if (failed) showToast(t('catalogue.getAddressPropsInvalid'), { tone: 'error' });
  }, [failed]);

  if (countries.status === 'failed') {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('addressForm.countriesFailed')}</p>
        <Button variant="secondary" onClick={countries.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (countries.status === 'loading' || savedQuery.isPending) {
    return <SkeletonLines lines={5} label={t('address.loadingForm')} />;
  }
  return <AddressForm {...props} table={countries.table} saved={savedQuery.data ?? []} />;
}
