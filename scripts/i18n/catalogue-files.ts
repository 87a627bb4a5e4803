/**
 * The files the message catalogues are delivered in (decision 041), made from their TS sources
 * (src/domain/i18n/: the English parts in en/, de.ts, fr.ts, es.ts) at build time, so nothing
 * generated is committed and a branch that adds keys only edits the sources:
 * - the theme's `locales/<language>.json` (Shopify's locale format, the app's texts under
 *   `autoship.`) and the snippet that renders each key with Liquid's `t` filter into the page;
 * - the standalone builds' English block (inlined into each HTML page) and each other language's
 *   JSON asset, fetched before the first render.
 */
import { de } from '#src/domain/i18n/de.ts';
import { en, type MessageKey } from '#src/domain/i18n/en.ts';
import { es } from '#src/domain/i18n/es.ts';
import { fr } from '#src/domain/i18n/fr.ts';

type Texts = Partial<Record<MessageKey, string>>;

/** Every shipped language's texts; English is the source of the keys and the theme's default. */
export const CATALOGUES: Readonly<Record<string, Texts>> = { en, de, fr, es };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

/** What the app reads (`theme.*` is the section's own Liquid, in the locales only). */
export const PAGE_KEYS = MESSAGE_KEYS.filter((key) => !key.startsWith('theme.'));

/** A language's texts for the page's block or asset. */
export function pageTexts(texts: Texts): Texts {
  return Object.fromEntries(PAGE_KEYS.flatMap((key) => (key in texts ? [[key, texts[key]]] : [])));
}

/** The page's catalogue block (the app's one reader: src/domain/i18n/page-catalogue.ts). */
export const MESSAGES_BLOCK_ID = 'autoship-messages';

/**
 * A key's place in a theme's locale file. Shopify's locale files nest by the dots, and a key may
 * not be both a text and a group (`builder.continue` and `builder.continue.empty` are both
 * texts), so only the app's namespace and the key's first part nest; the rest is one name with
 * `_` for its dots (`autoship.builder.continue_empty`), as the theme editor lists it.
 */
export function themeKey(key: string): string {
  const [group, ...rest] = key.split('.');
  return rest.length === 0 ? `autoship.${group}` : `autoship.${group}.${rest.join('_')}`;
}

type Nested = { [name: string]: string | Nested };

/** A language's texts as a theme's `locales/<language>.json`. */
export function localeFile(texts: Texts): Nested {
  const root: Nested = {};
  const seen = new Map<string, string>();
  for (const key of MESSAGE_KEYS) {
    const text = texts[key];
    if (text === undefined) continue;
    const path = themeKey(key);
    const clash = seen.get(path);
    if (clash) throw new Error(`catalogue keys ${clash} and ${key} are both ${path} in a theme`);
    seen.set(path, key);
    const names = path.split('.');
    let node = root;
    for (const name of names.slice(0, -1)) {
      const next = node[name] ?? {};
      if (typeof next === 'string') throw new Error(`${path}: ${name} is a text and a group`);
      node[name] = next;
      node = next;
    }
    node[names.at(-1) ?? ''] = text;
  }
  return root;
}

/** JSON safe inside a `<script>` element, as Shopify's `json` filter writes it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * The theme's catalogue block: each key's text in the storefront's language by Liquid's `t`
 * filter (Shopify falls back to `en.default.json` for a key the language lacks, and returns a
 * store's own wording from the theme editor's language settings), one line per key. `t` escapes
 * HTML (&, <, >, quotes) in a text, which the block says so the app reads the text back as
 * written; `json` makes it a JSON string that cannot close the script element.
 */
export function themeMessagesSnippet(): string {
  const lines = PAGE_KEYS.map(
    (key, index) =>
      `  ${JSON.stringify(key)}: {{ '${themeKey(key)}' | t | json }}${index < PAGE_KEYS.length - 1 ? ',' : ''}`,
  );
  return [
    '{%- comment -%}',
    '  Written by `npm run build:theme` from src/domain/i18n/ (scripts/i18n/catalogue-files.ts):',
    '  the app’s texts in the storefront’s language, from the theme’s locales (decision 041).',
    '{%- endcomment -%}',
    `<script type="application/json" id="${MESSAGES_BLOCK_ID}" data-language="{{ request.locale.iso_code | escape }}" data-escaped="html">{`,
    ...lines,
    '}</script>',
    '',
  ].join('\n');
}
