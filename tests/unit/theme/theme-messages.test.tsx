import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { render, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KEYS, themeKey } from '#scripts/i18n/catalogue-files.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import { loadLanguage } from '#src/domain/i18n/load-language.ts';
import { readPageCatalogue } from '#src/domain/i18n/page-catalogue.ts';
import { setCatalogue, t } from '#src/domain/i18n/translate.ts';
import { NotFoundPage } from '#src/pages/not-found/not-found-page.tsx';
import {
  GENERATED_SNIPPETS,
  renderSection,
  shopifyObjects,
  THEME_SOURCES,
  writeGeneratedSnippets,
} from '#tests/support/shopify-liquid.ts';

/**
 * The theme's catalogue block (snippets/autoship-messages.liquid, decision 041): each text by
 * Liquid's `t` from the theme's locales, so the storefront's language and a store's own wording
 * (the theme editor's language settings) reach the app, never as markup.
 */
let theme: string;

beforeAll(async () => {
  await writeGeneratedSnippets();
  // A store's theme: the build's snippets and locales, which the tests edit as the editor would.
  theme = mkdtempSync(join(tmpdir(), 'autoship-theme-messages-'));
  cpSync(GENERATED_SNIPPETS, join(theme, 'snippets'), { recursive: true });
  cpSync(resolve(GENERATED_SNIPPETS, '..', 'locales'), join(theme, 'locales'), { recursive: true });
}, 60_000);

afterAll(() => rmSync(theme, { recursive: true, force: true }));

afterEach(() => {
  document.body.innerHTML = '';
  setCatalogue('en', en);
});

function germanPage(): Promise<string> {
  return renderSection(
    shopifyObjects({ request: { design_mode: false, locale: { iso_code: 'de' } } }),
    undefined,
    [THEME_SOURCES, join(theme, 'snippets')],
  );
}

/** The store's own wording for `key` in a locale file, as the theme editor saves it. */
function storeWording(file: string, key: string, text: string): void {
  const path = join(theme, 'locales', file);
  const locale = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
  const [, group, name] = themeKey(key).split('.');
  const texts = locale['autoship']?.[group ?? ''] as Record<string, string>;
  texts[name ?? ''] = text;
  writeFileSync(path, JSON.stringify(locale));
}

describe('the theme’s catalogue block', () => {
  it('holds every key the app reads, in the storefront’s language', async () => {
    document.body.innerHTML = await germanPage();
    const page = readPageCatalogue();
    expect(page.language).toBe('de');
    expect(Object.keys(page.messages).sort()).toEqual([...PAGE_KEYS].sort());
    await loadLanguage('de');
    expect(t('manage.heading')).toBe(de['manage.heading']);
    expect(t('field.forbidden', { field: 'Adresse' })).toBe('Adresse darf kein & oder % enthalten');
  });

  it('a store’s own wording reaches the page, its markup shown as text', async () => {
    const wording = 'Nicht <b>hier</b> & "dort" </script><script>window.injected=1</script>';
    storeWording('de.json', 'notFound.heading', wording);
    const html = await germanPage();
    // Liquid's `t` escaped it and `json` kept it inside its element.
    expect(html).not.toContain('<b>hier</b>');
    expect(html).not.toContain('</script><script>window.injected');
    document.body.innerHTML = html;
    await loadLanguage('de');
    const { hook } = memoryLocation({ path: '/nowhere' });
    // The app's own page, beside the section's first screen (which has a heading of its own).
    const app = within(
      render(
        <Router hook={hook}>
          <NotFoundPage />
        </Router>,
      ).container,
    );
    expect(await app.findByRole('heading', { level: 1 })).toHaveTextContent(wording);
    expect(app.getByRole('heading', { level: 1 }).querySelector('b')).toBeNull();
    expect((window as { injected?: unknown }).injected).toBeUndefined();
  });
});
