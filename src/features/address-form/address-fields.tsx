import { useMemo, type ChangeEvent } from 'react';
import {
  fieldLabels,
  formFields,
  requiredFields,
} from '#src/domain/address/address-form-layout.ts';
import {
  provinceList,
  type AddressField,
  type Country,
  type CountryTable,
} from '#src/domain/address/countries.ts';
import { countryOptions } from '#src/domain/address/country-names.ts';
import type { FieldError } from '#src/domain/validation/field-rules.ts';
import type { AddressValues } from './address-form-state.ts';
import { flagImageUrl } from './flag-image-url.ts';
import { FormField } from './form-field.tsx';
import styles from './address-form.module.css';
import { activeLanguage, t } from '#src/domain/i18n/translate.ts';
import formControl from '#src/components/ui/form-control/form-control.module.css';

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

export interface AddressFieldsProps {
  table: CountryTable;
  /** The chosen country's entry, or null when the value names none. */
  country: Country | null;
  values: AddressValues;
  error: FieldError | null;
  /** Fields are read-only (a saved address is chosen, or a submit is running). */
  locked: boolean;
  fieldId: (field: string) => string;
  onField: (field: AddressField, value: string) => void;
}

/**
 * The chosen country's fields in its order and with its labels (spec sections 2 and 5): the
 * country selector with its flag, the province selector, and a text input for every other field.
 */
export function AddressFields({
  table,
  country,
  values,
  error,
  locked,
  fieldId,
  onField,
}: AddressFieldsProps) {
  const labels = fieldLabels(country?.data);
  const language = activeLanguage();
  const countries = useMemo(() => countryOptions(table, language), [table, language]);
  const provinces = provinceList(country?.data);
  const required = requiredFields(country?.data);
  const errorOf = (field: AddressField) => (error?.field === field ? error.message : null);
  const change =
    (field: AddressField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onField(field, event.target.value);

  return (
    <div className={styles.grid}>
      {formFields(country?.data).map((field) => {
        const id = fieldId(field);
        const common = {
          id,
          name: field,
          className: `${formControl.control} ${styles.control}`,
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
                    className={`${formControl.control} ${styles.control} ${country ? styles.flagged : ''}`}
                    value={values.country}
                    disabled={locked}
                    aria-describedby={describedBy}
                    onChange={change('country')}
                  >
                    {countries.map(({ name, label }) => (
                      <option key={name} value={name}>
                        {label}
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
                  onChange={change('province')}
                >
                  <option value="">{t('addressForm.select')}</option>
                  {provinces.map((province) => (
                    <option key={province.code} value={province.name}>
                      {province.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  // A blank placeholder: an empty field shows it, so `:placeholder-shown` tells
                  // empty from filled (a theme's label inside the field moves up once filled).
                  placeholder=" "
                  type={field === 'phone' ? 'tel' : 'text'}
                  value={values[field]}
                  readOnly={locked}
                  aria-describedby={describedBy}
                  onChange={change(field)}
                />
              )
            }
          </FormField>
        );
      })}
    </div>
  );
}
