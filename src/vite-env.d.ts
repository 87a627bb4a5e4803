/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Who answers the API calls: `msw` (in-page mock backend), `prism`, or `off` (a real backend). */
  readonly VITE_API_MOCKING: 'msw' | 'prism' | 'off';
  /** Origin of the autoship API; empty means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Origin of the store serving `/products/{handle}.js`; empty means the page's own origin. */
  readonly VITE_STORE_BASE_URL?: string;
  /** `theme` in `npm run build:theme`: every asset flat beside the entry (scripts/vite-theme-build.ts). */
  readonly VITE_ASSET_LAYOUT?: 'theme';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
