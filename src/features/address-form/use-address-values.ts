import { useState } from 'react';
import type { Address } from '#src/api/schema-types.ts';
import type { AddressField, CountryTable } from '#src/domain/address/countries.ts';
import type { FieldError } from '#src/domain/validation/field-rules.ts';
import { validateSavedAddress } from '#src/domain/validation/address-rules.ts';
import { stripControlCharacters } from '#src/domain/validation/text-input.ts';
import {
  EMPTY_VALUES,
  NEW_ADDRESS_ID,
  savedAddressById,
  savedAddressIdOf,
  startingValues,
  valuesFromAddress,
  type AddressValues,
} from './address-form-state.ts';

export interface AddressValuesInput {
  table: CountryTable;
  saved: readonly Address[];
  current: Address | null;
  visitorCountry: string | null;
  /** A saved address the shopper chose was refused (it holds '&' or '%'). */
  onSavedRefused: () => void;
}

/**
 * What the form holds (spec sections 2 and 5): the saved address chosen (or 'new address'), the
 * text of every field, and the field error shown. Kept in the form's own state, so a failed
 * submit loses nothing the shopper typed.
 */
export function useAddressValues({
  table,
  saved,
  current,
  visitorCountry,
  onSavedRefused,
}: AddressValuesInput) {
  const [savedId, setSavedId] = useState(() => savedAddressIdOf(saved, current));
  const [values, setValues] = useState<AddressValues>(() => {
    const chosen = savedAddressById(saved, savedAddressIdOf(saved, current));
    return chosen
      ? valuesFromAddress(table, chosen)
      : startingValues(table, current, visitorCountry);
  });
  const [error, setError] = useState<FieldError | null>(null);

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
      onSavedRefused();
      return;
    }
    setSavedId(id);
    setValues(valuesFromAddress(table, address));
    setError(null);
  }

  return { savedId, values, error, setError, setField, chooseSaved };
}
