import { afterEach, describe, expect, it } from 'vitest';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en, type MessageKey } from '#src/domain/i18n/en.ts';
import { es } from '#src/domain/i18n/es.ts';
import { fr } from '#src/domain/i18n/fr.ts';
import { baseLanguage, loadLanguage } from '#src/domain/i18n/load-language.ts';
import { tPlural as builderPlural } from '#src/domain/i18n/en/builder.ts';
import { t } from '#src/domain/i18n/en/manage.ts';
import { tPlural as reviewPlural } from '#src/domain/i18n/en/review.ts';
import { MISSING_MESSAGE, setCatalogue, type Catalogue } from '#src/domain/i18n/translate.ts';

/** The shopper-visible catalogues (docs/languages.md): every key of English in each language. */
const TRANSLATIONS: Record<string, Catalogue> = { de, fr, es };
const KEYS = Object.keys(en) as MessageKey[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

afterEach(() => {
  setCatalogue('en', {});
  clearErrorReports();
});

describe('message catalogues', () => {
  it('hold messages at all', () => {
    expect(KEYS.length).toBeGreaterThan(250);
  });

  describe.each(Object.entries(TRANSLATIONS))('%s', (_language, catalogue) => {
    it('translates every English key, and nothing else', () => {
      expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    });

    it('keeps the same placeholders in every message', () => {
      const differing = KEYS.filter(
        (key) => placeholders(catalogue[key] ?? '').join() !== placeholders(en[key]).join(),
      );
      expect(differing).toEqual([]);
    });

    it('says each sentence in its own words: no English sentence left untranslated', () => {
      // Short labels may be the same word in both (Region, Pods); a sentence never is.
      const copied = KEYS.filter(
        (key) => en[key].split(' ').length > 3 && catalogue[key] === en[key],
      );
      expect(copied).toEqual([]);
    });
  });
});

describe('t', () => {
  it('fills named placeholders', () => {
    expect(t('manage.orderEvery', { days: 45 })).toBe('Your order is placed every 45 days.');
  });

  it('picks the plural form by the language’s rules', () => {
    expect(builderPlural('builder.packsEvery', 1, { days: 30 })).toBe(
      '1 pack, delivered every 30 days',
    );
    expect(builderPlural('builder.packsEvery', 3, { days: 30 })).toBe(
      '3 packs, delivered every 30 days',
    );
    setCatalogue('fr', fr);
    // French counts 0 as singular.
    expect(reviewPlural('review.guest.packs', 0, { days: 30 })).toBe('0 pack tous les 30 jours');
    expect(reviewPlural('review.guest.packs', 2, { days: 30 })).toBe('2 packs tous les 30 jours');
  });

  it('falls back to English for a key a catalogue lacks, and reports it once', () => {
    const { 'manage.heading': _left, ...partial } = de;
    setCatalogue('de', partial);
    expect(t('manage.heading')).toBe('My autoship');
    expect(t('manage.heading')).toBe('My autoship');
    expect(t('plan.delivery')).toBe('Lieferung');
    const reports = recentErrorReports().filter((report) => report.type === MISSING_MESSAGE);
    expect(reports.map((report) => report.details)).toEqual([
      { key: 'manage.heading', language: 'de' },
    ]);
  });
});

describe('loadLanguage', () => {
  it('takes the base of a storefront locale, English for one not shipped', () => {
    expect(baseLanguage('de-CH')).toBe('de');
    expect(baseLanguage('pt-BR')).toBe('en');
    expect(baseLanguage('')).toBe('en');
  });

  it('loads the storefront’s catalogue', async () => {
    await loadLanguage('es');
    expect(t('manage.heading')).toBe('Mi autoship');
    await loadLanguage('en');
    expect(t('manage.heading')).toBe('My autoship');
  });
});
