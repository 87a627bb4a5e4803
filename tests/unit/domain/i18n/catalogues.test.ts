import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en, type MessageKey } from '#src/domain/i18n/en.ts';
import { es } from '#src/domain/i18n/es.ts';
import { fr } from '#src/domain/i18n/fr.ts';
import { baseLanguage, loadLanguage } from '#src/domain/i18n/load-language.ts';
import {
  MISSING_MESSAGE,
  setCatalogue,
  t,
  tPlural,
  type Catalogue,
} from '#src/domain/i18n/translate.ts';

/** The shopper-visible catalogues (docs/languages.md): every key of English in each language. */
const TRANSLATIONS: Record<string, Catalogue> = { de, fr, es };
const KEYS = Object.keys(en) as MessageKey[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

afterEach(() => {
  // Back to what every unit test starts from (tests/support/setup-unit.ts).
  setCatalogue('en', en);
  document.getElementById('autoship-messages')?.remove();
  clearErrorReports();
});

describe('message catalogues', () => {
  it('hold messages at all', () => {
    expect(KEYS.length).toBeGreaterThan(250);
  });

  describe.each(Object.entries(TRANSLATIONS))('%s', (language, catalogue) => {
    it('has no key English lacks', () => {
      expect(Object.keys(catalogue).filter((key) => !KEYS.includes(key as MessageKey))).toEqual([]);
    });

    // A new text is written in English first (docs/languages.md, "Not translated yet"): until a
    // translator adds it, this language shows the English and the line below names it.
    it('names the English keys it does not translate yet', () => {
      const untranslated = KEYS.filter((key) => catalogue[key] === undefined);
      if (untranslated.length > 0)
        console.warn(`${language}: not translated yet: ${untranslated.join(', ')}`);
      expect(untranslated.length).toBeLessThan(KEYS.length / 10);
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
    expect(tPlural('builder.packsEvery', 1, { days: 30 })).toBe('1 pack, delivered every 30 days');
    expect(tPlural('builder.packsEvery', 3, { days: 30 })).toBe('3 packs, delivered every 30 days');
    setCatalogue('fr', fr);
    // French counts 0 as singular.
    expect(tPlural('review.guest.packs', 0, { days: 30 })).toBe('0 pack tous les 30 jours');
    expect(tPlural('review.guest.packs', 2, { days: 30 })).toBe('2 packs tous les 30 jours');
  });

  it('falls back to English for a key a catalogue lacks, and reports it once', () => {
    const { 'manage.heading': _left, ...partial } = de;
    setCatalogue('de', partial, en);
    expect(t('manage.heading')).toBe('My autoship');
    expect(t('manage.heading')).toBe('My autoship');
    expect(t('plan.delivery')).toBe('Lieferung');
    const reports = recentErrorReports().filter((report) => report.type === MISSING_MESSAGE);
    expect(reports.map((report) => report.details)).toEqual([
      { key: 'manage.heading', language: 'de' },
    ]);
  });

  it('reports a key again for the next catalogue that lacks it: the memory is the catalogue’s', () => {
    const { 'manage.heading': _left, ...partial } = de;
    setCatalogue('de', partial, en);
    t('manage.heading');
    const { 'manage.heading': _gone, ...french } = fr;
    setCatalogue('fr', french, en);
    t('manage.heading');
    const reports = recentErrorReports().filter((report) => report.type === MISSING_MESSAGE);
    expect(reports.map((report) => report.details)).toEqual([
      { key: 'manage.heading', language: 'de' },
      { key: 'manage.heading', language: 'fr' },
    ]);
  });
});

describe('loadLanguage', () => {
  it('takes the base of a storefront locale, English for one not shipped', () => {
    expect(baseLanguage('de-CH')).toBe('de');
    expect(baseLanguage('pt-BR')).toBe('en');
    expect(baseLanguage('')).toBe('en');
  });

  /** The page's English block, as the standalone builds inline it. */
  function englishPage(): void {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'autoship-messages';
    block.dataset['language'] = 'en';
    block.textContent = JSON.stringify(en);
    document.head.append(block);
  }

  it('fetches the storefront’s language once, English from the page for a key it lacks', async () => {
    englishPage();
    const fetched: string[] = [];
    const { 'manage.heading': _left, ...spanish } = es;
    server.use(
      http.get(/\/es\.json$/, ({ request }) => {
        fetched.push(request.url);
        return HttpResponse.json(spanish);
      }),
    );
    await loadLanguage('es-MX');
    expect(fetched).toHaveLength(1);
    expect(t('manage.orderEvery', { days: 30 })).toBe(
      (es['manage.orderEvery'] ?? '').replace('{days}', '30'),
    );
    expect(t('manage.heading')).toBe('My autoship');
  });

  it('an English storefront uses the page’s catalogue and fetches nothing', async () => {
    englishPage();
    setCatalogue('de', de);
    await loadLanguage('en-US');
    expect(t('manage.heading')).toBe('My autoship');
  });

  it('a page already in the storefront’s language (a theme’s) is used as it is', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'autoship-messages';
    block.dataset['language'] = 'de';
    block.dataset['escaped'] = 'html';
    // What Liquid's `t` gives for a store's own wording with markup in it, and for a key no
    // locale holds.
    block.textContent = JSON.stringify({
      'manage.heading': 'Mein &lt;b&gt;Abo&lt;/b&gt; &amp; mehr',
      'manage.pause': 'translation missing: de.autoship.manage.pause',
    });
    document.head.append(block);
    await loadLanguage('de');
    expect(t('manage.heading')).toBe('Mein <b>Abo</b> & mehr');
    expect(t('manage.pause')).toBe('');
    const reports = recentErrorReports().filter((report) => report.type === MISSING_MESSAGE);
    expect(reports.map((report) => report.details)).toEqual([
      { key: 'manage.pause', language: 'de' },
    ]);
  });

  it('a language that fails to download leaves the page’s English', async () => {
    englishPage();
    server.use(http.get(/\/fr\.json$/, () => new HttpResponse(null, { status: 404 })));
    await loadLanguage('fr');
    expect(t('manage.heading')).toBe('My autoship');
  });
});
