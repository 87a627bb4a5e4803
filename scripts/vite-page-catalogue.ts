import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUES, MESSAGES_BLOCK_ID, pageTexts, scriptJson } from './i18n/catalogue-files.ts';

/**
 * The standalone and mock builds' catalogues (decision 041): English inlined into each HTML page
 * as a JSON block the app reads before its first render (src/domain/i18n/page-catalogue.ts), so
 * no English text is in the JS; each other language written as JSON beside its source
 * (src/domain/i18n/generated/, not committed) for load-language.ts to import as a hashed asset
 * URL. The theme build renders its catalogue with Liquid instead (scripts/vite-theme-build.ts).
 */
export function pageCatalogue(root: string, inlineEnglish: boolean): Plugin {
  return {
    name: 'page-catalogue',
    config() {
      // Before anything resolves load-language.ts's imports (dev, build and Vitest alike).
      const folder = join(root, 'src', 'domain', 'i18n', 'generated');
      mkdirSync(folder, { recursive: true });
      for (const [language, texts] of Object.entries(CATALOGUES)) {
        if (language !== 'en')
          writeFileSync(join(folder, `${language}.json`), JSON.stringify(pageTexts(texts)));
      }
    },
    transformIndexHtml() {
      if (!inlineEnglish) return [];
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: MESSAGES_BLOCK_ID, 'data-language': 'en' },
          children: scriptJson(pageTexts(CATALOGUES['en'] ?? {})),
          injectTo: 'head',
        },
      ];
    },
  };
}
