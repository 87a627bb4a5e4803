import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage, offlineFailureMessage } from '#src/api/failure-message.ts';
import { useChangePlanAddressMutation } from '#src/api/operations/change-plan-address.ts';
import type { Address, Plan } from '#src/api/schema-types.ts';
import { Card } from '#src/components/ui/card/card.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { addressDisplay } from '#src/domain/address/address-display.ts';
import { AddressFormLoader } from '#src/features/address-form/address-form-loader.tsx';
import { planAsItNowIs, shownPlan, writePlan } from '#src/features/plan/plan-write.ts';
import type { AddressSubmission } from '#src/features/address-form/address-form.tsx';
import { ACCOUNT_EVENTS } from '#src/pages/autoship-manage/manage-tracking.ts';
import styles from './address-edit-panel.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import header from '#src/pages/autoship-manage/components/panel-header.module.css';

export const ADDRESS_PANEL_HEADING_ID = 'address-panel-heading';

export interface AddressEditPanelProps {
  /** The plan as it was when the panel opened: what the address is saved on (plan-write.ts). */
  plan: Plan;
  /** The plan's address as it now is. */
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
export function AddressEditPanel({ plan, current, onCancel, onSaved }: AddressEditPanelProps) {
  const queryClient = useQueryClient();
  const mutation = useChangePlanAddressMutation();
  // A plan changed meanwhile becomes the one saved on, once the shopper has been told.
  const [base, setBase] = useState(plan);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const planId = base.planId;

  useEffect(() => {
    document.getElementById(ADDRESS_PANEL_HEADING_ID)?.focus();
  }, []);

  async function refused(error: unknown): Promise<boolean> {
    const refusal = await planAsItNowIs(queryClient, error);
    if (refusal === null) return false;
    const now = shownPlan(queryClient);
    // No plan left: the page says why itself, in the panel's place.
    if (refusal === 'changed' && now) {
      setBase(now);
      setChangedElsewhere(true);
    } else if (now) showToast(failureMessage('failure.what.saveAddress', error));
    return true;
  }

  async function save({ request }: AddressSubmission) {
    // Spec section 8: an address failure shows nothing beyond unlocking the form (the rejection),
    // unless offline (nothing was sent) or refused for a reason we know: the shopper is told.
    setChangedElsewhere(false);
    try {
      await writePlan(queryClient, base, (planVersion) =>
        mutation.mutateAsync({ planId, planVersion, address: request }),
      );
    } catch (error) {
      if (!(await refused(error))) {
        const offline = offlineFailureMessage('failure.what.saveAddress', error);
        if (offline) showToast(offline);
      }
      throw error;
    }
    showToast(t('catalogue.updateSuccess'), { tone: 'success' });
    onSaved();
  }

  return (
    <Card className={styles.panel}>
      <div className={header.header}>
        <h2 id={ADDRESS_PANEL_HEADING_ID} className={header.title} tabIndex={-1}>
          {current ? t('address.panel.change') : t('address.panel.add')}
        </h2>
        <p className={styles.lead}>{t('address.panel.lead')}</p>
      </div>
      {changedElsewhere && (
        <p className={styles.notice} role="alert">
          {t('address.panel.changedElsewhere', {
            address: addressDisplay(current) || t('manage.resumeToNone'),
          })}
        </p>
      )}
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
