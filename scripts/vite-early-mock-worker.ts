import type { Plugin } from 'vite';

/**
 * The mock build's service worker starts installing while the page's code downloads (for
 * the mock build's first paint and LCP against production's). Without it, MSW registers the
 * worker only once its own 42 KB gzip chunk has run, and the first call waits for the worker's
 * download, install and activation after that. An inline script in index.html registers the same
 * worker (same URL, default scope; public/mock-worker.js, MSW's behind the guards Firefox needs) as the HTML is parsed; mocks/browser.ts lets the worker take
 * control of the page before it starts MSW on that registration (see `untilWorkerControls`).
 */
export function earlyMockWorker(): Plugin {
  let base = '/';
  return {
    name: 'early-mock-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml() {
      const url = JSON.stringify(`${base}mock-worker.js`);
      return [
        {
          tag: 'script',
          injectTo: 'head-prepend',
          // A failure here is MSW's to report: it registers again and says what went wrong.
          children: `if ('serviceWorker' in navigator) window.__mockWorkerRegistration = navigator.serviceWorker.register(${url}).catch(function () {});`,
        },
      ];
    },
  };
}
