import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin, Rollup, UserConfig } from 'vite';
import {
  planChecksChunk,
  themeEarlyCallSnippet,
  themeEntrySnippet,
  type TemplatePreloads,
} from './vite-early-call.ts';
import { entryImportsOf, pageFilesOf } from './vite-preload-entry-route.ts';
import { writeThemeLocales } from './i18n/theme-locales.ts';

/**
 * `npm run build:theme` (vite build --mode theme): the app as files a Shopify-style theme takes.
 *
 *   dist-theme/assets/     every JS and CSS chunk and the flags, flat (theme assets have no
 *                          folders), each with a content hash, the entry
 *                          (`autoship-app-<hash>.js`) and its CSS (`autoship-app-<hash>.css`)
 *                          included
 *   dist-theme/snippets/   autoship-store-context.liquid (scripts/theme/), and written here
 *                          autoship-early-call.liquid (the early plan call, the preloads) and
 *                          autoship-entry.liquid (the entry's script),
 *                          autoship-page-styles.liquid (each template's stylesheets), and
 *                          autoship-first-screen*.liquid (scripts/theme/: each page's first
 *                          screen, drawn by Liquid until the app's first render replaces it)
 *   dist-theme/sections/   autoship-app.liquid (scripts/theme/)
 *   dist-theme/templates/  page.autoship-<route>.json, one per route, each placing the section
 *   dist-theme/install/    autoship-settings.json (scripts/theme/): the theme settings group
 *                          theme:install merges into config/settings_schema.json
 *   dist-theme/locales/    the app's texts (<language>.json) and the section's settings' labels
 *                          (<language>.schema.json), with autoship-messages.liquid, the snippet
 *                          rendering the texts into the page (scripts/i18n/, decision 041)
 *
 * `base: './'`: the CDN address of a theme's assets is only known at run time, so a chunk finds
 * the others (dynamic imports, their CSS) relative to its own URL (import.meta.url), and the
 * flags likewise (src/features/address-form/flag-image-url.ts).
 */
const THEME_DIR = 'dist-theme';

/** The snippets of scripts/theme/ that draw each page's first screen. */
export const FIRST_SCREEN_SNIPPETS = [
  'autoship-first-screen.liquid',
  'autoship-first-screen-program.liquid',
  'autoship-first-screen-builder.liquid',
  'autoship-first-screen-image.liquid',
] as const;
const THEME_ENTRY = 'autoship-app';

/** Template name (page.<name>.json) → the page handle docs/theme.md asks the store to create. */
const THEME_TEMPLATES: Record<string, string> = {
  'autoship-manage': 'autoship-manage',
  'autoship-program': 'autoship-program',
  'autoship-buildplan': 'buildplan',
  'autoship-payment': 'payment',
  'autoship-review': 'autoship-review',
};

/**
 * Each template's page files beyond the entry (src/pages/<folder>/: `review` is the template
 * `autoship-review`, `buildplan` is `autoship-buildplan`).
 */
function templatePreloads(bundle: Rollup.OutputBundle): TemplatePreloads {
  const { pages } = pageFilesOf(bundle);
  return Object.fromEntries(
    Object.entries(pages).flatMap(([folder, files]) => {
      const suffix = folder.startsWith('autoship-') ? folder : `autoship-${folder}`;
      return suffix in THEME_TEMPLATES ? [[suffix, files]] : [];
    }),
  );
}

function isChunk(item: Rollup.OutputChunk | Rollup.OutputAsset): item is Rollup.OutputChunk {
  return item.type === 'chunk';
}

function gzipKb(bundle: Rollup.OutputBundle, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) {
    const item = bundle[file];
    if (!item) continue;
    const source = isChunk(item) ? item.code : item.source;
    bytes += gzipSync(typeof source === 'string' ? source : Buffer.from(source)).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/** What each route downloads before it shows: the entry, its page chunk and their imports. */
function routeSizes(bundle: Rollup.OutputBundle): { route: string; js: number; css: number }[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
    if (seen.has(start.fileName)) return seen;
    seen.add(start.fileName);
    for (const file of start.imports) {
      const next = byFile.get(file);
      if (next) closure(next, seen);
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const cssOf = (files: Set<string>) =>
    [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return chunks.flatMap((chunk) => {
    const page = /\/src\/pages\/([^/]+)\/[^/]+-page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!page || page === 'not-found') return [];
    const files = closure(chunk, closure(entry));
    return [{ route: page, js: gzipKb(bundle, files), css: gzipKb(bundle, new Set(cssOf(files))) }];
  });
}

/**
 * A theme may set its own root font size (Dawn: `html { font-size: 62.5% }`, 1rem = 10px), so
 * the theme build writes the app's rem lengths as the pixels they are on a page of its own
 * (1rem = 16px). The standalone builds keep rem. Rules for `.autoship-guest` and a theme's look
 * (`.autoship-theme-<theme>`, src/styles/themes/) keep theirs: they copy the theme's own lengths
 * (Dawn's gutters, headings, buttons and fields), which are in the theme's rem.
 */
const REM_PX = 16;
const remToPx = {
  postcssPlugin: 'autoship-rem-to-px',
  Declaration(declaration: { value: string; parent?: unknown }) {
    if (!declaration.value.includes('rem')) return;
    const rule = declaration.parent as { selector?: unknown } | undefined;
    if (/\.autoship-(guest|theme-)/.test(String(rule?.selector ?? ''))) return;
    declaration.value = declaration.value.replace(
      /(-?\d*\.?\d+)rem\b/g,
      (_match, number: string) => `${Number((Number(number) * REM_PX).toFixed(3))}px`,
    );
  },
};

/**
 * The theme build's CSS module classes by name (`autoship-page-frame__heading`), not by hash:
 * the section's Liquid draws each page's first screen with the same classes the app's components
 * use (scripts/theme/autoship-first-screen*.liquid), so React's first render replaces it with
 * what looks the same. The `autoship-` prefix keeps them apart from a theme's own classes.
 */
export function themeClassName(local: string, file: string): string {
  return `autoship-${basename(file).replace(/\.module\.css(\?.*)?$/, '')}__${local}`;
}

/**
 * Each template's own stylesheets (after the entry's, which autoship-entry links), linked before
 * the first screen so it is drawn styled with JavaScript off as on: a snippet by
 * `template.suffix`. In CORS mode, as the app's loader and the early call's preload ask for them:
 * one download; the loader finds them linked and adds none.
 */
export function pageStylesSnippet(templates: TemplatePreloads): string {
  const link = (file: string) =>
    `<link rel="stylesheet" href="{{ '${file}' | asset_url | split: '?' | first }}" crossorigin>`;
  const cases = Object.entries(templates)
    .filter(([, files]) => files.css.length > 0)
    .map(([suffix, files]) => `{%- when '${suffix}' -%}\n${files.css.map(link).join('\n')}`);
  return [
    '{%- comment -%} Written by npm run build:theme (scripts/vite-theme-build.ts): the stylesheets',
    '  of the page the template shows. {%- endcomment -%}',
    ...(cases.length > 0 ? ['{%- case template.suffix -%}', ...cases, '{%- endcase -%}'] : []),
    '',
  ].join('\n');
}

export function themeBuild(root: string): Plugin {
  const out = resolve(root, THEME_DIR);
  const sources = resolve(root, 'scripts', 'theme');
  let logger: Logger | undefined;
  let planChecks: string | null = null;
  let preloads: TemplatePreloads = {};
  let entryImports: string[] = [];
  let entry: string | null = null;
  let stylesheet: string | null = null;
  return {
    name: 'theme-build',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    config(): UserConfig {
      return {
        base: './',
        css: {
          postcss: { plugins: [remToPx] },
          modules: { generateScopedName: themeClassName },
        },
        // public/ holds the mock worker and nothing a theme needs.
        publicDir: false,
        build: {
          outDir: join(out, 'assets'),
          assetsDir: '',
          emptyOutDir: true,
          rolldownOptions: {
            input: resolve(root, 'src/main.tsx'),
            output: {
              // Hashed like the others: the section names it without asset_url's version query
              // (themeEntrySnippet), so the name is what tells a new version from an old one.
              entryFileNames: `${THEME_ENTRY}-[hash].js`,
              chunkFileNames: 'autoship-[name]-[hash].js',
              // The entry's CSS is hashed too: autoship-entry.liquid links it without asset_url's
              // version query, by the address the chunks preload it by (one download).
              assetFileNames: (asset) =>
                asset.names.some((name) => name === 'main.css')
                  ? `${THEME_ENTRY}-[hash].css`
                  : 'autoship-[name]-[hash][extname]',
            },
          },
        },
      };
    },
    buildStart() {
      rmSync(out, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      planChecks = planChecksChunk(bundle);
      preloads = templatePreloads(bundle);
      entryImports = entryImportsOf(bundle);
      const entryChunk = Object.values(bundle)
        .filter(isChunk)
        .find((chunk) => chunk.isEntry);
      entry = entryChunk?.fileName ?? null;
      stylesheet = [...(entryChunk?.viteMetadata?.importedCss ?? [])][0] ?? null;
      const rows = routeSizes(bundle);
      logger?.info('\n[theme] what each route downloads first (gzip KB):');
      for (const row of rows)
        logger?.info(`  ${row.route.padEnd(18)} JS ${row.js}  CSS ${row.css}`);
    },
    async writeBundle() {
      for (const [folder, file] of [
        ['snippets', 'autoship-store-context.liquid'],
        ...FIRST_SCREEN_SNIPPETS.map((name) => ['snippets', name] as const),
        ['sections', 'autoship-app.liquid'],
      ] as const) {
        mkdirSync(join(out, folder), { recursive: true });
        copyFileSync(join(sources, file), join(out, folder, file));
      }
      writeFileSync(
        join(out, 'snippets', 'autoship-early-call.liquid'),
        await themeEarlyCallSnippet(planChecks, preloads, entryImports),
      );
      if (!entry || !stylesheet) throw new Error('theme build: the bundle has no entry or its CSS');
      writeFileSync(
        join(out, 'snippets', 'autoship-entry.liquid'),
        themeEntrySnippet(entry, stylesheet),
      );
      writeFileSync(
        join(out, 'snippets', 'autoship-page-styles.liquid'),
        pageStylesSnippet(preloads),
      );
      // Not a theme folder: theme:install merges the group into the theme's
      // config/settings_schema.json (the store-wide settings, entered once per store).
      mkdirSync(join(out, 'install'), { recursive: true });
      copyFileSync(
        join(sources, 'autoship-settings.json'),
        join(out, 'install', 'autoship-settings.json'),
      );
      writeThemeLocales(out, sources);
      const templates = join(out, 'templates');
      mkdirSync(templates, { recursive: true });
      for (const name of Object.keys(THEME_TEMPLATES)) {
        const template = {
          sections: { main: { type: 'autoship-app', settings: {} } },
          order: ['main'],
        };
        writeFileSync(
          join(templates, `page.${name}.json`),
          `${JSON.stringify(template, null, 2)}\n`,
        );
      }
    },
  };
}
