import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countryLabelKey,
  fieldLabels,
  isZipOptional,
  requiredFields,
} from '#src/domain/address/address-form-layout.ts';
import {
  countryByCode,
  findCountry,
  loadCountries,
  type CountryData,
  type CountryTable,
} from '#src/domain/address/countries.ts';
import { countryOptions } from '#src/domain/address/country-names.ts';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import { es } from '#src/domain/i18n/es.ts';
import { fr } from '#src/domain/i18n/fr.ts';
import { MISSING_MESSAGE, setCatalogue, type Catalogue } from '#src/domain/i18n/translate.ts';

/**
 * The country table's own labels ("State", "Eircode (optional)") in the storefront's language
 * (docs/languages.md), and the country selector's names.
 */
let table: CountryTable;

beforeAll(async () => {
  table = await loadCountries();
});

afterEach(() => {
  // Back to what every unit test starts from (tests/support/setup-unit.ts).
  setCatalogue('en', en);
  clearErrorReports();
  vi.unstubAllGlobals();
});

function data(code: string): CountryData {
  const found = countryByCode(table, code);
  if (!found) throw new Error(`no country ${code}`);
  return found.data;
}

const LANGUAGES: Record<string, Catalogue> = { en, de, fr, es };

describe('the country table’s labels', () => {
  it('each has a key in every language', () => {
    const labels = new Set(
      Object.values(table).flatMap((country) => Object.values(country.labels ?? {})),
    );
    expect(labels.size).toBeGreaterThan(15);
    for (const [language, catalogue] of Object.entries(LANGUAGES)) {
      for (const label of labels) {
        expect(catalogue[countryLabelKey(label)], `${language}: ${label}`).toBeTruthy();
      }
    }
  });

  it('English shows them as the table has them (an optional city marked so)', () => {
    for (const country of Object.values(table)) {
      const labels = fieldLabels(country);
      for (const [field, label] of Object.entries(country.labels ?? {})) {
        const shown = labels[field as keyof typeof labels];
        expect([label, `${label} (optional)`], country.code).toContain(shown);
      }
    }
  });

  it('German shows each in German, the optional mark in German too', () => {
    setCatalogue('de', de, en);
    expect(fieldLabels(data('US'))).toMatchObject({ province: 'Bundesstaat', zip: 'Postleitzahl' });
    expect(fieldLabels(data('IE')).zip).toBe('Eircode (optional)');
    expect(fieldLabels(data('JP')).province).toBe('Präfektur');
    expect(fieldLabels(data('HK'))).toMatchObject({ city: 'Bezirk', province: 'Gebiet' });
    expect(fieldLabels(data('AU')).province).toBe('Bundesstaat/Territorium');
    expect(fieldLabels(data('IN')).zip).toBe('PIN-Code');
    expect(recentErrorReports()).toEqual([]);
  });

  it('an optional zip stays optional in French, where the mark reads “(facultatif)”', () => {
    setCatalogue('fr', fr, en);
    const optional = Object.values(table).find(
      (country) => country.labels?.zip === 'Postal code (optional)',
    );
    expect(optional).toBeDefined();
    expect(fieldLabels(optional).zip).toBe('Code postal (facultatif)');
    expect(isZipOptional(optional)).toBe(true);
    expect(requiredFields(optional).has('zip')).toBe(false);
    expect(isZipOptional(data('US'))).toBe(false);
    expect(fieldLabels(data('US')).province).toBe('État');
  });

  it('a label no catalogue knows shows as the table has it, reported once', () => {
    setCatalogue('de', de, en);
    const country: CountryData = { ...data('US'), labels: { province: 'Canton (optional)' } };
    expect(fieldLabels(country).province).toBe('Canton (optional)');
    expect(fieldLabels(country).province).toBe('Canton (optional)');
    const reports = recentErrorReports().filter((report) => report.type === MISSING_MESSAGE);
    expect(reports.map((report) => report.details)).toEqual([
      { key: 'addressForm.countryLabel.canton', language: 'de' },
    ]);
  });
});

describe('the country selector’s names', () => {
  it('English keeps the table’s names in its order', () => {
    expect(countryOptions(table, 'en')).toEqual(
      Object.keys(table).map((name) => ({ name, label: name })),
    );
  });

  it('German shows the browser’s names in German order; the value stays the table’s name', () => {
    const options = countryOptions(table, 'de');
    expect(options).toHaveLength(Object.keys(table).length);
    expect(options).toContainEqual({ name: 'Germany', label: 'Deutschland' });
    expect(options).toContainEqual({ name: 'United States', label: 'Vereinigte Staaten' });
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    // Matching is on the table's names and codes, whatever is shown (spec sections 3 and 5).
    expect(findCountry(table, 'Germany')?.data.code).toBe('DE');
    expect(findCountry(table, 'de')?.data.code).toBe('DE');
    expect(findCountry(table, 'Deutschland')).toBeNull();
  });

  it('falls back to the table’s name where the browser has none', () => {
    const unknown: CountryTable = { ...table, Nowhere: { ...data('DE'), code: 'XY' } };
    expect(countryOptions(unknown, 'de')).toContainEqual({ name: 'Nowhere', label: 'Nowhere' });
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined });
    expect(countryOptions(table, 'de')).toEqual(
      Object.keys(table).map((name) => ({ name, label: name })),
    );
  });
});
