import { useEffect } from 'react';
import { useCustomerAddressesQuery } from '../../../api/operations/query-customer-address.ts';
import type { Address } from '../../../api/schema-types.ts';
import { Button } from '../../../components/ui/button/button.tsx';
import { Card } from '../../../components/ui/card/card.tsx';
import { SkeletonLines } from '../../../components/ui/skeleton/skeleton-lines.tsx';
import { AddressForm } from './address-form.tsx';
import { useCountries } from './use-countries.ts';
import styles from './address-edit-panel.module.css';

export const ADDRESS_PANEL_HEADING_ID = 'address-panel-heading';

export interface AddressEditPanelProps {
  planId: number;
  current: Address | null;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The address-edit panel (spec section 2). It takes the page's place while open, so the shopper
 * works on one thing; focus moves to its heading when it opens. It waits for the country data
 * and the saved addresses, so the form starts complete rather than reshuffling as they arrive;
 * without saved addresses (none, or their call failed) the form starts on 'new address'.
 */
export function AddressEditPanel({ planId, current, onCancel, onSaved }: AddressEditPanelProps) {
  const countries = useCountries();
  const savedQuery = useCustomerAddressesQuery({ noAlert: true });

  useEffect(() => {
    document.getElementById(ADDRESS_PANEL_HEADING_ID)?.focus();
  }, []);

  let body;
  if (countries.status === 'failed') {
    body = (
      <div role="alert" className={styles.problem}>
        <p>We couldn’t load the list of countries. Please check your connection and try again.</p>
        <Button variant="secondary" onClick={countries.retry}>
          Try again
        </Button>
      </div>
    );
  } else if (countries.status === 'loading' || savedQuery.isPending) {
    body = <SkeletonLines lines={5} label="Loading the address form…" />;
  } else {
    body = (
      <AddressForm
        planId={planId}
        table={countries.table}
        saved={savedQuery.data ?? []}
        current={current}
        onCancel={onCancel}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Card className={styles.panel}>
      <div className={styles.header}>
        <h2 id={ADDRESS_PANEL_HEADING_ID} className={styles.title} tabIndex={-1}>
          {current ? 'Change shipping address' : 'Add a shipping address'}
        </h2>
        <p className={styles.lead}>Your next deliveries go to this address.</p>
      </div>
      {body}
    </Card>
  );
}
