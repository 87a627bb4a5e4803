import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useChangePlanAddressMutation } from '../../../api/operations/change-plan-address.ts';
import type { Address } from '../../../api/schema-types.ts';
import { getStoreContext } from '../../../api/store-context.ts';
import { Button } from '../../../components/ui/button/button.tsx';
import { LoadingButton } from '../../../components/ui/loading-button/loading-button.tsx';
import { showToast } from '../../../components/ui/toast/toast-store.ts';
import { addressDisplay } from '../../../domain/address/address-display.ts';
import {
  fieldLabels,
  formFields,
  isZipOptional,
} from '../../../domain/address/address-form-layout.ts';
import {
  findCountry,
  provinceList,
  type AddressField,
  type CountryTable,
} from '../../../domain/address/countries.ts';
import { LONG_ALERT_DURATION_MS, VALIDATION_TOAST_MS } from '../../../domain/business-constants.ts';
import { ADDRESS_INVALID, UPDATE_SUCCESS } from '../../../domain/messages.ts';
import {
  validateAddressForm,
  validateSavedAddress,
} from '../../../domain/validation/address-rules.ts';
import type { FieldError } from '../../../domain/validation/field-rules.ts';
import { ACCOUNT_EVENTS, trackAccountEvent } from '../manage-tracking.ts';
import {
  addressRequestFrom,
  NEW_ADDRESS_ID,
  PAGE_FIELD_RULES,
  savedAddressById,
  savedAddressIdOf,
  startingValues,
  valuesFromAddress,
  type AddressValues,
} from './address-form-state.ts';
import { FormField } from './form-field.tsx';
import styles from './address-form.module.css';

export interface AddressFormProps {
  planId: number;
  table: CountryTable;
  saved: readonly Address[];
  /** The plan's address now, or null. */
  current: Address | null;
  onCancel: () => void;
  onSaved: () => void;
}

/** Fields laid out two to a row from 576 px up. */
const HALF_WIDTH: ReadonlySet<AddressField> = new Set([
  'first_name',
  'last_name',
  'city',
  'province',
  'zip',
]);

const AUTOCOMPLETE: Record<AddressField, string> = {
  country: 'country-name',
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
};

/**
 * The address-edit form (spec sections 2, 4, 5): saved-address dropdown with 'new address' (-1),
 * country and province selectors, the chosen country's fields, labels and order, validation with
 * the first failing field's inline error and 6 s toast, and a submit with its spinner. The
 * values live in this component's state, so a failed submit keeps everything the shopper typed.
 */
export function AddressForm({
  planId,
  table,
  saved,
  current,
  onCancel,
  onSaved,
}: AddressFormProps) {
  const context = getStoreContext();
  const baseId = useId();
  const fieldId = (field: string) => `${baseId}-${field}`;

  const [savedId, setSavedId] = useState(() => savedAddressIdOf(saved, current));
  const [values, setValues] = useState<AddressValues>(() => {
    const chosen = savedAddressById(saved, savedAddressIdOf(saved, current));
    return chosen
      ? valuesFromAddress(table, chosen)
      : startingValues(table, current, context.visitorCountry);
  });
  const [error, setError] = useState<FieldError | null>(null);
  const [blockedSaved, setBlockedSaved] = useState(false);
  const blockedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = useChangePlanAddressMutation({ noAlert: true });

  useEffect(
    () => () => {
      if (blockedTimer.current) clearTimeout(blockedTimer.current);
    },
    [],
  );

  const frozen = savedId !== NEW_ADDRESS_ID;
  const locked = frozen || mutation.isPending;
  const country = findCountry(table, values.country);
  const labels = fieldLabels(country?.data);
  const fields = formFields(country?.data);
  const provinces = provinceList(country?.data);
  const required: ReadonlySet<AddressField> = new Set<AddressField>([
    'first_name',
    'last_name',
    'address1',
    'city',
    ...(isZipOptional(country?.data) ? [] : (['zip'] as const)),
    ...(country?.data.show_province ? (['province'] as const) : []),
  ]);

  function setField(field: AddressField, value: string) {
    setValues((previous) =>
      // A new country's provinces are not the old one's: the choice starts over.
      field === 'country'
        ? { ...previous, country: value, province: '' }
        : { ...previous, [field]: value },
    );
    if (error && (error.field === field || (field === 'country' && error.field === 'province'))) {
      setError(null);
    }
  }

  /** Spec section 5: the on-page error for 5 s and 'address is invalid!'. */
  function blockSavedAddress() {
    setBlockedSaved(true);
    showToast(ADDRESS_INVALID, { durationMs: LONG_ALERT_DURATION_MS });
    if (blockedTimer.current) clearTimeout(blockedTimer.current);
    blockedTimer.current = setTimeout(() => {
      blockedTimer.current = null;
      setBlockedSaved(false);
    }, LONG_ALERT_DURATION_MS);
  }

  function chooseSaved(id: number) {
    if (id === NEW_ADDRESS_ID) {
      // 'New address' unfreezes the fields; what they hold is a starting point to edit.
      setSavedId(NEW_ADDRESS_ID);
      return;
    }
    const address = savedAddressById(saved, id);
    if (!address) return;
    if (validateSavedAddress(address)) {
      // Blocked: the dropdown stays on the previous choice.
      blockSavedAddress();
      return;
    }
    setSavedId(id);
    setValues(valuesFromAddress(table, address));
    setError(null);
  }

  function showFieldError(problem: FieldError) {
    setError(problem);
    showToast(problem.message, { durationMs: VALIDATION_TOAST_MS });
    document.getElementById(fieldId(problem.field))?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (frozen) {
      if (validateSavedAddress(savedAddressById(saved, savedId))) {
        blockSavedAddress();
        return;
      }
    } else {
      const problem = validateAddressForm(values, country, PAGE_FIELD_RULES);
      if (problem) {
        showFieldError(problem);
        return;
      }
    }
    setError(null);
    trackAccountEvent(ACCOUNT_EVENTS.changeAddress, { planId });
    mutation.mutate(
      {
        planId,
        address: addressRequestFrom(table, values, savedId, {
          customerId: context.customerId,
          region: context.region,
        }),
      },
      {
        onSuccess: () => {
          trackAccountEvent(ACCOUNT_EVENTS.addressSaved, { planId });
          showToast(UPDATE_SUCCESS, { tone: 'success' });
          onSaved();
        },
        // Spec section 8: an address failure shows nothing beyond unlocking the form.
      },
    );
  }

  const errorOf = (field: AddressField) => (error?.field === field ? error.message : null);

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={mutation.isPending}>
      <FormField
        id={fieldId('saved')}
        label="Saved addresses"
        error={blockedSaved ? ADDRESS_INVALID : null}
        hint={
          frozen
            ? 'Filled from your saved address. Choose “New address” to type a different one.'
            : undefined
        }
      >
        {(describedBy) => (
          <select
            id={fieldId('saved')}
            className={styles.control}
            value={savedId}
            onChange={(event) => chooseSaved(Number(event.target.value))}
            disabled={mutation.isPending}
            aria-describedby={describedBy}
            aria-invalid={blockedSaved || undefined}
          >
            {saved.map((address) => {
              const id = address.addressId ?? address.id ?? 0;
              return (
                <option key={id} value={id}>
                  {addressDisplay(address)}
                </option>
              );
            })}
            <option value={NEW_ADDRESS_ID}>New address</option>
          </select>
        )}
      </FormField>
      {blockedSaved && (
        <p role="alert" className={styles.blocked} data-testid="saved-address-blocked">
          This saved address contains “&amp;” or “%”, which we can’t ship to. Choose another one or
          add a new address.
        </p>
      )}

      <div className={styles.grid}>
        {fields.map((field) => {
          const id = fieldId(field);
          const common = {
            id,
            name: field,
            className: styles.control,
            autoComplete: AUTOCOMPLETE[field],
            'aria-invalid': errorOf(field) ? true : undefined,
            'aria-required': required.has(field) || undefined,
          };
          return (
            <FormField
              key={field}
              id={id}
              label={labels[field]}
              error={errorOf(field)}
              half={HALF_WIDTH.has(field)}
            >
              {(describedBy) =>
                field === 'country' ? (
                  <div className={styles.countryControl}>
                    {country ? (
                      // Decorative: the select itself names the country.
                      <img
                        className={styles.flag}
                        src={country.data.flag_path}
                        alt=""
                        width={24}
                        height={18}
                      />
                    ) : null}
                    <select
                      {...common}
                      className={`${styles.control} ${country ? styles.flagged : ''}`}
                      value={values.country}
                      disabled={locked}
                      aria-describedby={describedBy}
                      onChange={(event) => setField('country', event.target.value)}
                    >
                      {Object.keys(table).map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : field === 'province' ? (
                  <select
                    {...common}
                    value={values.province}
                    disabled={locked}
                    aria-describedby={describedBy}
                    onChange={(event) => setField('province', event.target.value)}
                  >
                    <option value="">Select…</option>
                    {provinces.map((province) => (
                      <option key={province.code} value={province.name}>
                        {province.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type={field === 'phone' ? 'tel' : 'text'}
                    value={values[field]}
                    readOnly={locked}
                    aria-describedby={describedBy}
                    onChange={(event) => setField(field, event.target.value)}
                  />
                )
              }
            </FormField>
          );
        })}
      </div>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
        <LoadingButton
          type="submit"
          variant="primary"
          state={mutation.isPending ? 'loading' : 'content'}
          loadingText="Saving your address"
        >
          Save address
        </LoadingButton>
      </div>
    </form>
  );
}
