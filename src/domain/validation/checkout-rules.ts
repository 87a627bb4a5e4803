/**
 * The review page's own checks before checkout (spec sections 4 and 5):
 * - an address or an address id is required ('please fill the address');
 * - in create mode the terms checkbox must be ticked; the message is the terms label's text,
 *   which the page passes in (the theme words it); edit mode skips it.
 * And the hidden logged-in flag of the autoship forms, which holds '1' for a signed-in customer.
 */
import { hasAddress, type AddressInput } from '#src/domain/address/address-fields.ts';
import type { ReviewMode } from '#src/domain/plan/plan-status.ts';
import type { FieldError } from './field-rules.ts';
import { t } from '#src/domain/i18n/translate.ts';

// One declaration of the review mode (plan-status.ts), re-exported for the form's callers.
export type { ReviewMode };

export function validateAddressPresence(
  address: AddressInput | null | undefined,
  addressId?: number | string | null,
): FieldError | null {
  const id = typeof addressId === 'string' ? Number(addressId) : addressId;
  if ((typeof id === 'number' && Number.isInteger(id) && id > 0) || hasAddress(address))
    return null;
  return { field: 'address', message: t('catalogue.pleaseFillAddress') };
}

export function validateTerms(
  mode: ReviewMode,
  checked: boolean,
  termsMessage: string,
): FieldError | null {
  if (mode === 'edit' || checked) return null;
  return { field: 'terms', message: termsMessage };
}

/** Both checks in the page's order: the address block sits above the terms checkbox. */
export function validateCheckout(input: {
  mode: ReviewMode;
  address: AddressInput | null | undefined;
  addressId?: number | string | null;
  termsChecked: boolean;
  termsMessage: string;
}): FieldError | null {
  return (
    validateAddressPresence(input.address, input.addressId) ??
    validateTerms(input.mode, input.termsChecked, input.termsMessage)
  );
}
