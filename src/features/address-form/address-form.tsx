import { flagImageUrl } from './flag-image-url.ts';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type Ref,
} from 'react';
import type { Address } from '#src/api/schema-types.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { appTracker } from '#src/api/tracking-transport.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { addressDisplay } from '#src/domain/address/address-display.ts';
import type { FilledAddressRequest } from '#src/domain/address/filled-address-request.ts';
import {
  fieldLabels,
  formFields,
  isCityRequired,
  isZipOptional,
} from '#src/domain/address/address-form-layout.ts';
import {
  findCountry,
  provinceList,
  type AddressField,
  type CountryTable,
} from '#src/domain/address/countries.ts';
import {
  TOAST_DURATION_LONG_MS,
  TOAST_DURATION_VALIDATION_MS,
} from '#src/domain/business-constants.ts';
import { ADDRESS_INVALID } from '#src/domain/messages.ts';
import type { TrackingStep } from '#src/domain/tracking/tracking-steps.ts';
import { validateAddressForm, validateSavedAddress } from '#src/domain/validation/address-rules.ts';
import type { FieldError } from '#src/domain/validation/field-rules.ts';
import { stripControlCharacters } from '#src/domain/validation/text-input.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import {
  addressRequestFrom,
  EMPTY_VALUES,
  NEW_ADDRESS_ID,
  PAGE_FIELD_RULES,
  savedAddressById,
  savedAddressKey,
  savedAddressIdOf,
  startingValues,
  valuesFromAddress,
  type AddressValues,
} from './address-form-state.ts';
import { FormField } from './form-field.tsx';
import styles from './address-form.module.css';

/** The tracking events the caller wants sent, with the details each carries. */
export interface AddressFormTracking {
  /** Sent when a valid form is submitted (the account page's 7_4). */
  submitted?: TrackingStep;
  /** Sent when the submit action succeeds (address saved). */
  saved?: TrackingStep;
  details?: Record<string, unknown>;
}

/** What the form was submitted with: the request to send, and the saved address chosen (or null). */
export interface AddressSubmission {
  request: FilledAddressRequest;
  /** The saved address the shopper chose, or null for a new (typed) one. */
  savedAddress: Address | null;
}

/** Lets the caller submit the form from outside (the review page's checkout saves it first). */
export interface AddressFormHandle {
  /** Validates and submits; resolves true when the submit action succeeded. */
  submit: () => Promise<boolean>;
}

export interface AddressFormProps {
  table: CountryTable;
  saved: readonly Address[];
  /** The address the form starts on (the plan's address now), or null. */
  current: Address | null;
  /**
   * What to do with a valid address (save it on the server, keep it for checkout…). The form
   * shows its spinner and locks until the promise settles; a rejection keeps what was typed.
   */
  onSubmit: (submission: AddressSubmission) => Promise<void>;
  onCancel: () => void;
  tracking?: AddressFormTracking;
  submitLabel?: string;
  handleRef?: Ref<AddressFormHandle>;
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
 * the first failing field's inline error and 6 s toast, and a submit with its spinner. Shared by
 * the account page and the review page: what a valid address is used for (`onSubmit`) and which
 * events are tracked (`tracking`) are the caller's. The values live in this component's state, so
 * a failed submit keeps everything the shopper typed. One submit at a time, however fast the
 * clicks or Enter presses come (the shared synchronous guard, not the last render's pending flag).
 */
export function AddressForm({
  table,
  saved,
  current,
  onSubmit,
  onCancel,
  tracking,
  submitLabel = 'Save address',
  handleRef,
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
  // The shared synchronous guard: a second submit (double click, Enter) is ignored.
  const flight = useSingleFlight();
  const pending = flight.busy;

  useEffect(
    () => () => {
      if (blockedTimer.current) clearTimeout(blockedTimer.current);
    },
    [],
  );

  const frozen = savedId !== NEW_ADDRESS_ID;
  const locked = frozen || pending;
  const country = findCountry(table, values.country);
  const labels = fieldLabels(country?.data);
  const fields = formFields(country?.data);
  const provinces = provinceList(country?.data);
  const required: ReadonlySet<AddressField> = new Set<AddressField>([
    'first_name',
    'last_name',
    'address1',
    ...(isCityRequired(country?.data) ? (['city'] as const) : []),
    ...(isZipOptional(country?.data) ? [] : (['zip'] as const)),
    ...(country?.data.show_province ? (['province'] as const) : []),
  ]);

  function setField(field: AddressField, typed: string) {
    // Control characters (a pasted NUL or BEL) never reach the field, nor what is sent.
    const value = stripControlCharacters(typed);
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
    showToast(ADDRESS_INVALID, { durationMs: TOAST_DURATION_LONG_MS });
    if (blockedTimer.current) clearTimeout(blockedTimer.current);
    blockedTimer.current = setTimeout(() => {
      blockedTimer.current = null;
      setBlockedSaved(false);
    }, TOAST_DURATION_LONG_MS);
  }

  function chooseSaved(id: number) {
    if (id === NEW_ADDRESS_ID) {
      // 'New address' starts from empty fields in the same country: nothing of the saved
      // address (its apartment, its phone) is kept by mistake.
      setSavedId(NEW_ADDRESS_ID);
      setValues((previous) => ({ ...EMPTY_VALUES, country: previous.country }));
      setError(null);
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
    showToast(problem.message, { durationMs: TOAST_DURATION_VALIDATION_MS });
    document.getElementById(fieldId(problem.field))?.focus();
  }

  async function submitValues(): Promise<boolean> {
    if (flight.busy) return false;
    if (frozen) {
      if (validateSavedAddress(savedAddressById(saved, savedId))) {
        blockSavedAddress();
        return false;
      }
    } else {
      const problem = validateAddressForm(values, country, PAGE_FIELD_RULES);
      if (problem) {
        showFieldError(problem);
        return false;
      }
    }
    const submission = {
      request: addressRequestFrom(table, values, savedId, {
        customerId: context.customerId,
        region: context.region,
      }),
      savedAddress: frozen ? savedAddressById(saved, savedId) : null,
    };
    const run = flight.run(() => onSubmit(submission));
    // Already in flight (a second click in the same tick): this submit is the first one's.
    if (!run) return false;
    setError(null);
    if (tracking?.submitted) appTracker().track(tracking.submitted, tracking.details);
    try {
      await run;
    } catch {
      // The caller says what failed (or, like spec section 8's address failures, nothing):
      // the form unlocks with everything the shopper typed.
      return false;
    }
    if (tracking?.saved) appTracker().track(tracking.saved, tracking.details);
    return true;
  }

  useImperativeHandle(handleRef, () => ({ submit: submitValues }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitValues();
  }

  const errorOf = (field: AddressField) => (error?.field === field ? error.message : null);

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending}>
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
            disabled={pending}
            aria-describedby={describedBy}
            aria-invalid={blockedSaved || undefined}
          >
            {saved.map((address, index) => {
              const id = savedAddressKey(address, index);
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
                        src={flagImageUrl(country.data.flag_path)}
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
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <LoadingButton
          type="submit"
          variant="primary"
          state={pending ? 'loading' : 'content'}
          loadingText="Saving your address"
        >
          {submitLabel}
        </LoadingButton>
      </div>
    </form>
  );
}
