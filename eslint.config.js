import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The sub-folders of a src/ folder (one zone each). */
function folders(path) {
  return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every route folder: a page never imports another page (each gets its own zone). */
const pages = folders('./src/pages');
/** Every feature folder: a feature never imports another feature (decision 007). */
const features = folders('./src/features');

/**
 * Import boundaries, modelled on bulletproof-react's `import/no-restricted-paths` zones: the code
 * flows one way, app → pages → features → components/hooks/api → domain.
 */
const boundaryZones = [
  ...pages.map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'A page never imports another page: move what both need to src/features/.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to src/domain/ (no React) or src/components/ui/.',
  })),
  {
    target: ['./src/features', './src/components', './src/hooks', './src/api', './src/domain'],
    from: './src/pages',
    message: 'Shared code never imports a page.',
  },
  {
    // The route table (paths.ts) is plain constants every layer may link to (the login redirect's
    // fallback, the build-plan link); the rest of src/app is the shell that mounts the pages.
    target: ['./src/features', './src/components', './src/hooks', './src/api', './src/domain'],
    from: './src/app',
    except: ['./paths.ts'],
    message: 'Shared code never imports the app shell.',
  },
  {
    target: ['./src/components', './src/hooks', './src/api', './src/domain'],
    from: './src/features',
    message: 'Generic code never imports a product feature.',
  },
  {
    target: './src/domain',
    from: ['./src/components', './src/hooks'],
    message: 'The domain is pure TypeScript: it imports no API, UI or hooks.',
  },
  {
    // Except the contract's generated types (types only, no code): server data in the domain is
    // typed from openapi.yaml, so a renamed field fails typecheck there too.
    // schema-types.ts is their short names (types only too): one alias per contract type.
    target: './src/domain',
    from: './src/api',
    except: ['./generated/schema.d.ts', './schema-types.ts'],
    message: 'The domain is pure TypeScript: it imports no API, UI or hooks.',
  },
];

/**
 * Decision 009: wouter's own `useSearch` and `useSearchParams` run decodeURI before parsing, so
 * `%25` is decoded twice (an encoded payment or return_to address arrives decoded once too often).
 */
const wouterSearchBan = {
  name: 'wouter',
  importNames: ['useSearch', 'useSearchParams'],
  message:
    "Decision 009: wouter's useSearch/useSearchParams decode the query twice; use useSearchParams from #src/components/ui/router/use-search-params.ts.",
};

/** No query suspends or throws to a boundary: a page shows its own loading and error states. */
const suspenseQueryBan = {
  name: '@tanstack/react-query',
  importNames: [
    'useSuspenseInfiniteQuery',
    'useSuspenseQuery',
    'useSuspenseQueries',
    'QueryErrorResetBoundary',
    'useQueryErrorResetBoundary',
  ],
  message: 'No suspense: a page shows its own loading and error states (spec section 8).',
};

/** Every way a module path is written: `../` is never one of them (use the #alias). */
const PARENT_PATH = '/^\\.\\.(\\/|$)/';
const parentImportSelectors = [
  `ImportDeclaration[source.value=${PARENT_PATH}]`,
  `ExportNamedDeclaration[source.value=${PARENT_PATH}]`,
  `ExportAllDeclaration[source.value=${PARENT_PATH}]`,
  `ImportExpression[source.value=${PARENT_PATH}]`,
  `TSImportType[argument.literal.value=${PARENT_PATH}]`,
  `CallExpression[callee.object.name='vi'][arguments.0.value=${PARENT_PATH}]`,
].map((selector) => ({
  selector,
  message:
    'Import a module outside this folder through its alias (#src/…, #mocks/…, #tests/…), not ../',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-theme',
      'coverage',
      'test-results',
      'public',
      'src/api/generated',
      'mocks/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One import style (docs/architecture.md "Imports"): every import of our own code
    // names its file with the extension, and a module outside the importing file's folder is
    // imported through its top folder's alias (package.json `imports`: #src/*, #mocks/*,
    // #tests/*, #scripts/*, #fixtures/*), never with `../`.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Node's resolution, package.json `imports` included: the aliases resolve like any file.
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true }],
      'no-restricted-syntax': ['error', ...parentImportSelectors],
      'no-restricted-imports': ['error', { paths: [wouterSearchBan, suspenseQueryBan] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...parentImportSelectors,
        {
          // Vite moves a `.then` chained on import() inside its preload wrapper, whose own
          // rejection (a stylesheet that failed) then reaches the page unhandled (decision 025).
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.type='ImportExpression']",
          message: 'Load through loadOnce (src/domain/load-once.ts) and chain on its promise.',
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The mock backend never reaches the production bundle: the app loads it only through a
      // dynamic import in mock mode (src/main.tsx), which this rule does not see. A type-only
      // import is erased and allowed.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#mocks/*', '**/mocks/*'],
              allowTypeImports: true,
              message:
                'src/ never imports mocks/ statically: load it with a dynamic import() in mock mode.',
            },
            // The texts come in the page, not the JS (decision 041): code names keys only.
            {
              group: [
                '\\#src/domain/i18n/en.ts',
                '\\#src/domain/i18n/en/*',
                '\\#src/domain/i18n/de.ts',
                '\\#src/domain/i18n/fr.ts',
                '\\#src/domain/i18n/es.ts',
                '**/i18n/en.ts',
                '**/i18n/en/*',
                './en.ts',
                './en/*',
                './de.ts',
                './fr.ts',
                './es.ts',
              ],
              allowTypeImports: true,
              message:
                'The catalogues are delivered in the page (docs/languages.md): import `t` from #src/domain/i18n/translate.ts, and a catalogue only with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // The English catalogue is made of its parts: the one place their texts are imported.
    files: ['src/domain/i18n/en.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The test workers share modules (vitest.config `isolate: false`): the mock server's own
    // listeners (the answer log `npm run contract:coverage` reads) serve every later file of the
    // worker, so a test removes only the listener it added.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...parentImportSelectors,
        {
          selector: "CallExpression[callee.property.name='removeAllListeners']",
          message:
            'Remove the listener this test added (removeListener): the mock server’s own serve later files.',
        },
      ],
    },
  },
  {
    // Small functions: a component or hook past 150 lines (blank lines and comments counted) is
    // split into named parts (hooks, sub-components, pure helpers). Tests are left out: a
    // describe() block is one function however many cases it holds.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The domain layer is pure TypeScript: no React, no DOM rendering concerns.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [wouterSearchBan, suspenseQueryBan],
          patterns: ['react', 'react-*', '@tanstack/*'],
        },
      ],
    },
  },
);
