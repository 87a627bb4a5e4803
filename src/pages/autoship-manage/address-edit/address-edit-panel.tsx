import { useEffect } from 'react';
import { offlineFailureMessage } from '#src/api/failure-message.ts';
import { useChangePlanAddressMutation } from '#src/api/operations/change-plan-address.ts';
import type { Address } from '#src/api/schema-types.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { AddressFormLoader } from '#src/features/address-form/address-form-loader.tsx';
import type { AddressSubmission } from '#src/features/address-form/address-form.tsx';
import { ACCOUNT_EVENTS } from '#src/pages/autoship-manage/manage-tracking.ts';
import styles from './address-edit-panel.module.css';
import { t } from '#src/domain/i18n/translate.ts';

export const ADDRESS_PANEL_HEADING_ID = 'address-panel-heading';

export interface AddressEditPanelProps {
  planId: number;
  current: Address | null;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The address-edit panel (spec section 2). It takes the page's place while open, so the shopper
 * works on one thing; focus moves to its heading when it opens. The shared address form does the
 * fields and validation; this page saves the address on the plan (changePlanAddress), says
 * 'update success' and tracks 7_4 (valid form submitted) and address saved.
 */
export function AddressEditPanel({ planId, current, onCancel, onSaved }: AddressEditPanelProps) {
  const mutation = useChangePlanAddressMutation();

  useEffect(() => {
    document.getElementById(ADDRESS_PANEL_HEADING_ID)?.focus();
  }, []);

  async function save({ request }: AddressSubmission) {
    // Spec section 8: an address failure shows nothing beyond unlocking the form (the rejection),
    // unless offline: then nothing was sent, and the shopper is told so.
    try {
      await mutation.mutateAsync({ planId, address: request });
    } catch (error) {
      const offline = offlineFailureMessage('failure.what.saveAddress', error);
      if (offline) showToast(offline);
      throw error;
    }
    showToast(t('catalogue.updateSuccess'), { tone: 'success' });
    onSaved();
  }

  return (
    <Card className={styles.panel}>
      <div className={styles.header}>
        <h2 id={ADDRESS_PANEL_HEADING_ID} className={styles.title} tabIndex={-1}>
          {current ? t('address.panel.change') : t('address.panel.add')}
        </h2>
        <p className={styles.lead}>{t('address.panel.lead')}</p>
      </div>
      <AddressFormLoader
        current={current}
        onSubmit={save}
        onCancel={onCancel}
        tracking={{
          submitted: ACCOUNT_EVENTS.changeAddress,
          saved: ACCOUNT_EVENTS.addressSaved,
          details: { planId },
        }}
      />
    </Card>
  );
}
