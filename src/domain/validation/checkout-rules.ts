// The review page's checks before checkout (spec sections 4, 5); the terms message is the theme's
// label.
import { hasAddress, type AddressInput } from '#src/domain/address/address-fields.ts';
import type { ReviewMode } from '#src/domain/plan/plan-status.ts';
import type { FieldError } from './field-rules.ts';
import { t } from '#src/domain/i18n/translate.ts';

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

/** The address block sits above the terms checkbox. */
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
