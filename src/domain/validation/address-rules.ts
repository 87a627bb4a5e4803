/**
 * The address form's rules (spec section 5). Where the spec ties the city to the province
 * container, the country data says it more exactly. Invisible characters count as nothing, and
 * full-width & and % are forbidden too (text-input.ts). Other fields: a page's `overrides`.
 */
import { FORBIDDEN_ADDRESS_CHARACTERS } from '#src/domain/business-constants.ts';
import {
  forbiddenCharactersMessage,
  invalidPostalCodeMessage,
  requiredFieldMessage,
  selectFieldMessage,
  tooLongMessage,
} from '#src/domain/messages.ts';
import {
  fieldLabels,
  formFields,
  isCityRequired,
  isZipOptional,
} from '#src/domain/address/address-form-layout.ts';
import type { AddressInput } from '#src/domain/address/address-fields.ts';
import { normalizeAddress } from '#src/domain/address/address-fields.ts';
import type { AddressField, Country } from '#src/domain/address/countries.ts';
import { checkPostalCode } from '#src/domain/address/postal-code.ts';
import {
  firstFieldError,
  isBlank,
  NO_RULE,
  REQUIRED,
  ruleMessage,
  type FieldError,
  type FieldRule,
} from './field-rules.ts';
import { ADDRESS_FIELD_MAX_LENGTH, characterCount, visibleText } from './text-input.ts';
import { t } from '#src/domain/i18n/translate.ts';

export function hasForbiddenCharacter(value: string): boolean {
  const checked = visibleText(value);
  return FORBIDDEN_ADDRESS_CHARACTERS.some((character) => checked.includes(character));
}

/** Too long is the first thing said. */
function withMaxLength(rule: FieldRule, label: string, maxLength: number): FieldRule {
  return {
    kind: 'custom',
    check: (value) => {
      if (characterCount(value) > maxLength) return tooLongMessage(label, maxLength);
      return ruleMessage(rule, value, label);
    },
  };
}

function addressLineRule(label: string, required: boolean): FieldRule {
  return {
    kind: 'custom',
    check: (value) => {
      if (required && isBlank(value)) return requiredFieldMessage(label);
      return hasForbiddenCharacter(value) ? forbiddenCharactersMessage(label) : null;
    },
  };
}

/** A null country: the zip is not checked. */
function addressFieldRules(
  country: Country | null,
  overrides: Partial<Record<AddressField, FieldRule>> = {},
): Record<AddressField, FieldRule> {
  const labels = fieldLabels(country?.data);
  const zipOptional = isZipOptional(country?.data);
  const rules: Record<AddressField, FieldRule> = {
    country: NO_RULE,
    first_name: NO_RULE,
    last_name: NO_RULE,
    company: NO_RULE,
    address1: addressLineRule(labels.address1, true),
    address2: addressLineRule(labels.address2, false),
    city: isCityRequired(country?.data) ? REQUIRED : NO_RULE,
    province: {
      kind: 'custom',
      check: (value) =>
        country?.data.show_province && isBlank(value) ? selectFieldMessage(labels.province) : null,
    },
    zip: {
      kind: 'custom',
      check: (value) => {
        const result = checkPostalCode(value, country?.data.code, { optional: zipOptional });
        if (result === 'missing') return requiredFieldMessage(labels.zip);
        if (result === 'invalid') return invalidPostalCodeMessage(labels.zip, country?.name ?? '');
        return null;
      },
    },
    phone: NO_RULE,
  };
  const merged = { ...rules, ...overrides };
  return Object.fromEntries(
    (Object.keys(merged) as AddressField[]).map((field) => [
      field,
      withMaxLength(merged[field], labels[field], ADDRESS_FIELD_MAX_LENGTH[field]),
    ]),
  ) as Record<AddressField, FieldRule>;
}

export type AddressFormValues = Partial<Record<AddressField, unknown>>;

/** In the form's order, so the error is the topmost one. */
export function validateAddressForm(
  values: AddressFormValues,
  country: Country | null,
  overrides: Partial<Record<AddressField, FieldRule>> = {},
): FieldError | null {
  const rules = addressFieldRules(country, overrides);
  const labels = fieldLabels(country?.data);
  return firstFieldError(
    formFields(country?.data).map((field) => ({
      field,
      label: labels[field],
      value: values[field],
      rule: rules[field],
    })),
  );
}

/** Spec section 5: a saved address is checked for & and % alone. */
export function validateSavedAddress(address: AddressInput | null | undefined): FieldError | null {
  const { address1, address2 } = normalizeAddress(address);
  if (hasForbiddenCharacter(address1))
    return { field: 'address1', message: t('catalogue.addressInvalid') };
  if (hasForbiddenCharacter(address2))
    return { field: 'address2', message: t('catalogue.addressInvalid') };
  return null;
}
