import { useId, useImperativeHandle, type FormEvent, type Ref } from 'react';
import type { Address } from '#src/api/schema-types.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { appTracker } from '#src/api/tracking-transport.ts';
import { Button } from '#src/components/ui/button/button.tsx';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import type { FilledAddressRequest } from '#src/domain/address/filled-address-request.ts';
import { findCountry, type CountryTable } from '#src/domain/address/countries.ts';
import { TOAST_DURATION_VALIDATION_MS } from '#src/domain/business-constants.ts';
import type { TrackingStep } from '#src/domain/tracking/tracking-steps.ts';
import { validateAddressForm, validateSavedAddress } from '#src/domain/validation/address-rules.ts';
import type { FieldError } from '#src/domain/validation/field-rules.ts';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';
import { AddressFields } from './address-fields.tsx';
import {
  addressRequestFrom,
  NEW_ADDRESS_ID,
  PAGE_FIELD_RULES,
  savedAddressById,
} from './address-form-state.ts';
import { SavedAddressField } from './saved-address-field.tsx';
import { useAddressValues } from './use-address-values.ts';
import { useBlockedSavedAddress } from './use-blocked-saved-address.ts';
import styles from './address-form.module.css';
import { t } from '#src/domain/i18n/translate.ts';

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

/**
 * The address-edit form of spec sections 2, 4 and 5. Its values live in its own state, so a failed
 * submit keeps everything typed; `onSubmit` and `tracking` are the caller's.
 */
export function AddressForm({
  table,
  saved,
  current,
  onSubmit,
  onCancel,
  tracking,
  submitLabel = t('address.save'),
  handleRef,
}: AddressFormProps) {
  const context = getStoreContext();
  const baseId = useId();
  const fieldId = (field: string) => `${baseId}-${field}`;
  const blocked = useBlockedSavedAddress();
  const { savedId, values, error, setError, setField, chooseSaved } = useAddressValues({
    table,
    saved,
    current,
    visitorCountry: context.visitorCountry,
    onSavedRefused: blocked.block,
  });
  // The shared synchronous guard: a second submit (double click, Enter) is ignored.
  const flight = useSingleFlight();
  const pending = flight.busy;
  const frozen = savedId !== NEW_ADDRESS_ID;
  const country = findCountry(table, values.country);

  function showFieldError(problem: FieldError) {
    setError(problem);
    showToast(problem.message, { durationMs: TOAST_DURATION_VALIDATION_MS });
    document.getElementById(fieldId(problem.field))?.focus();
  }

  async function submitValues(): Promise<boolean> {
    if (flight.busy) return false;
    if (frozen) {
      if (validateSavedAddress(savedAddressById(saved, savedId))) {
        blocked.block();
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

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending}>
      <SavedAddressField
        id={fieldId('saved')}
        saved={saved}
        value={savedId}
        frozen={frozen}
        blocked={blocked.blocked}
        disabled={pending}
        onChoose={chooseSaved}
      />
      <AddressFields
        table={table}
        country={country}
        values={values}
        error={error}
        locked={frozen || pending}
        fieldId={fieldId}
        onField={setField}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <LoadingButton
          type="submit"
          variant="primary"
          state={pending ? 'loading' : 'content'}
          loadingText={t('addressForm.saving')}
        >
          {submitLabel}
        </LoadingButton>
      </div>
    </form>
  );
}
