import type { Catalogue } from './translate.ts';

/**
 * The catalogue the page delivers (decision 041): the theme renders it in the storefront's
 * language from its locales (the store's own wording included), the standalone builds inline
 * English. Read once, before the first render.
 */
export interface PageCatalogue {
  language: string;
  messages: Catalogue;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Liquid's `t` escapes a text's HTML; the app shows text, never markup, so it reads it back. */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Shopify's `t` output for a key no locale holds: a missing text, never one to show. */
const MISSING = /^translation missing: /;

function texts(value: unknown, escaped: boolean): Catalogue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const messages: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string' || MISSING.test(text)) continue;
    messages[key] = escaped ? unescapeHtml(text) : text;
  }
  return messages;
}

/** The page's catalogue block; none (or unreadable) gives an empty English catalogue. */
export function readPageCatalogue(doc: Document = document): PageCatalogue {
  const block = doc.getElementById('autoship-messages');
  if (!block) return { language: 'en', messages: {} };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(block.textContent);
  } catch {
    parsed = null;
  }
  return {
    language: block.dataset['language'] || 'en',
    messages: texts(parsed, block.dataset['escaped'] === 'html'),
  };
}
