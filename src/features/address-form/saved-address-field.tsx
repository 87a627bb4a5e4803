import type { Address } from '#src/api/schema-types.ts';
import { addressDisplay } from '#src/domain/address/address-display.ts';
import { NEW_ADDRESS_ID, savedAddressKey } from './address-form-state.ts';
import { FormField } from './form-field.tsx';
import styles from './address-form.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import formControl from '#src/components/ui/form-control/form-control.module.css';

export interface SavedAddressFieldProps {
  id: string;
  saved: readonly Address[];
  /** The dropdown's value: a saved address's key, or NEW_ADDRESS_ID. */
  value: number;
  /** A saved address is chosen, so the fields below are filled from it and frozen. */
  frozen: boolean;
  /** The refused saved address's on-page error shows (spec section 5). */
  blocked: boolean;
  disabled: boolean;
  onChoose: (id: number) => void;
}

/** Spec section 2: the saved-address dropdown with 'New address' (-1), and why one was refused. */
export function SavedAddressField({
  id,
  saved,
  value,
  frozen,
  blocked,
  disabled,
  onChoose,
}: SavedAddressFieldProps) {
  return (
    <>
      <FormField
        id={id}
        label={t('addressForm.saved')}
        error={blocked ? t('catalogue.addressInvalid') : null}
        hint={frozen ? t('addressForm.saved.frozen') : undefined}
      >
        {(describedBy) => (
          <select
            id={id}
            className={`${formControl.control} ${styles.control}`}
            value={value}
            onChange={(event) => onChoose(Number(event.target.value))}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={blocked || undefined}
          >
            {saved.map((address, index) => {
              const key = savedAddressKey(address, index);
              return (
                <option key={key} value={key}>
                  {addressDisplay(address)}
                </option>
              );
            })}
            <option value={NEW_ADDRESS_ID}>{t('addressForm.new')}</option>
          </select>
        )}
      </FormField>
      {blocked && (
        <p role="alert" className={styles.blocked} data-testid="saved-address-blocked">
          {t('addressForm.saved.blocked')}
        </p>
      )}
    </>
  );
}
