/**
 * Address form layouts (spec section 3): `address_format.edit` (0–16) picks a field order derived
 * from Google's formats; scripts/generate-countries.mjs's LAYOUTS lists the same 17 in the same
 * order (keep them in step). Country first, phone last; province dropped where hidden.
 */
import type { AddressField, CountryData, LabelledField } from './countries.ts';
import { t, type MessageKey as Key } from '#src/domain/i18n/translate.ts';

type NameBlock = 'first-last' | 'company-first' | 'last-first';

const NAME_BLOCKS: Record<NameBlock, readonly AddressField[]> = {
  'first-last': ['first_name', 'last_name', 'company'],
  'company-first': ['company', 'first_name', 'last_name'],
  'last-first': ['last_name', 'first_name', 'company'],
};

const ADDRESS_TOKENS: Record<string, readonly AddressField[]> = {
  A: ['address1', 'address2'],
  C: ['city'],
  S: ['province'],
  Z: ['zip'],
};

function layout(names: NameBlock, address: string): readonly AddressField[] {
  return Object.freeze([
    'country',
    ...NAME_BLOCKS[names],
    ...[...address].flatMap((token) => ADDRESS_TOKENS[token] ?? []),
    'phone',
  ]);
}

/** Layouts 0–16 (13–16 reserved). */
export const ADDRESS_LAYOUTS: readonly (readonly AddressField[])[] = Object.freeze([
  layout('first-last', 'ACSZ'), // 0: US, GB, CA, AE, … (Google's default order)
  layout('first-last', 'AZCS'), // 1: zip before city: DE, ES, IT, MX, …
  layout('company-first', 'AZCS'), // 2: FR, AT, BE, CH, NL, SE, …
  layout('company-first', 'ACSZ'), // 3: AU, BR, …
  layout('first-last', 'ACZS'), // 4: IN, NG, PE, PH, VE: province after the zip
  layout('first-last', 'ZSCA'), // 5: CN, TW, KP: zip first, then largest to smallest
  layout('first-last', 'ZCSA'), // 6: BY, KZ: zip and city first
  layout('first-last', 'SZCA'), // 7: HK: area first
  layout('first-last', 'ZACS'), // 8: GN: zip above the street
  layout('first-last', 'CSAZ'), // 9: HU: city above the street
  layout('company-first', 'SCAZ'), // 10: IR: province and city first
  layout('last-first', 'ZSCA'), // 11: JP
  layout('last-first', 'SCAZ'), // 12: KR
  layout('last-first', 'ACSZ'), // 13: reserved
  layout('last-first', 'AZCS'), // 14: reserved
  layout('company-first', 'ACZS'), // 15: reserved
  layout('first-last', 'SCAZ'), // 16: reserved
]);

/** Spec section 3. */
export const DEFAULT_LABELS: Readonly<Record<AddressField, string>> = Object.freeze({
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  company: 'Company (optional)',
  country: 'Country/region',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  province: 'Region',
  zip: 'Postal code',
});

const OPTIONAL_MARK = /\(optional\)\s*$/i;

/** Layout 0 for a number outside 0–16. */
function layoutFields(edit: number | null | undefined): readonly AddressField[] {
  const fields = typeof edit === 'number' ? ADDRESS_LAYOUTS[edit] : undefined;
  return fields ?? (ADDRESS_LAYOUTS[0] as readonly AddressField[]);
}

/** Province only where its selector shows. */
export function formFields(country: CountryData | null | undefined): AddressField[] {
  const fields = layoutFields(country?.address_format.edit);
  return country?.show_province ? [...fields] : fields.filter((field) => field !== 'province');
}

/**
 * The catalogue key of a country's own label ("State/territory" → `addressForm.countryLabel.
 * stateTerritory`), the optional mark left out; the unit test holds every label of the table to one.
 */
export function countryLabelKey(label: string): Key {
  const words =
    label
      .replace(OPTIONAL_MARK, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const camel = words.map((word, index) => (index ? word[0]?.toUpperCase() + word.slice(1) : word));
  return `addressForm.countryLabel.${camel.join('')}` as Key;
}

/**
 * A country's label in the storefront's language, its optional mark in that language too; a label
 * no catalogue knows (a table regenerated since) shows as the table has it, reported once by `t`.
 */
function countryLabel(label: string): string {
  const text = t(countryLabelKey(label)) || label.replace(OPTIONAL_MARK, '').trim();
  return OPTIONAL_MARK.test(label) ? `${text} ${t('field.optional')}` : text;
}

/** Every optional field says so: the city where not required, and the phone always. */
export function fieldLabels(country: CountryData | null | undefined): Record<AddressField, string> {
  const labels = Object.fromEntries(
    Object.keys(DEFAULT_LABELS).map((field) => [field, t(`addressForm.field.${field}` as Key)]),
  ) as Record<AddressField, string>;
  const optional = t('field.optional');
  for (const [field, label] of Object.entries(country?.labels ?? {}) as [LabelledField, string][]) {
    labels[field] = countryLabel(label);
  }
  const marked = (label: string) => OPTIONAL_MARK.test(label) || label.endsWith(optional);
  if (!isCityRequired(country) && !marked(labels.city)) labels.city = `${labels.city} ${optional}`;
  if (!marked(labels.phone)) labels.phone = `${labels.phone} ${optional}`;
  return labels;
}

/**
 * Spec section 5: the city follows the province selector, not Google's `city_required`, which
 * disagrees for 203 countries (src/features/address-form/README.md).
 */
export function isCityRequired(country: CountryData | null | undefined): boolean {
  return country?.show_province === true;
}

/** Spec section 5. */
export function isZipOptional(country: CountryData | null | undefined): boolean {
  // The table's English label says so; the shown one is in the storefront's language.
  return OPTIONAL_MARK.test(country?.labels?.zip ?? '');
}

export function requiredFields(country: CountryData | null | undefined): ReadonlySet<AddressField> {
  return new Set<AddressField>([
    'first_name',
    'last_name',
    'address1',
    ...(isCityRequired(country) ? (['city'] as const) : []),
    ...(isZipOptional(country) ? [] : (['zip'] as const)),
    ...(country?.show_province ? (['province'] as const) : []),
  ]);
}
