/**
 * Vite's preload helper asks for each stylesheet once per page, and skips one already linked,
 * even a failed one: a part whose download is tried again would come back unstyled. The failed
 * links are removed, and linked again before the next download (loadOnce). Vite announces one
 * failure per import (the first), and a dialog's chunk has two stylesheets (the dialog's and its
 * own): every failed one in the same folder goes, never a link of the theme's.
 */
import { setBeforeDownload } from '#src/domain/load-once.ts';
import { isChunkLoadError } from '#src/domain/loading/chunk-error.ts';

const FAILED_CSS = /Unable to preload CSS for (\S+)/;
const failedLinks = new WeakSet<HTMLLinkElement>();
const failedUrls = new Set<string>();

function noteFailedStylesheet(event: Event): void {
  const link = event.target;
  if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedLinks.add(link);
}

function removeFailedStylesheets(event: Event): void {
  const payload = (event as Event & { payload?: unknown }).payload;
  const url = payload instanceof Error ? FAILED_CSS.exec(payload.message)?.[1] : undefined;
  if (!url) return;
  const folder = new URL('.', url).href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const failed = failedLinks.has(link) || (link.href === url && link.sheet === null);
    if (!failed || !link.href.startsWith(folder)) continue;
    failedUrls.add(link.href);
    link.remove();
  }
}

/** Each failed stylesheet linked again, as Vite links it; settles when each has loaded or failed. */
function linkFailedStylesheets(): Promise<void> | undefined {
  if (failedUrls.size === 0) return undefined;
  const urls = [...failedUrls];
  failedUrls.clear();
  const settled = urls.map(
    (href) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.crossOrigin = '';
        link.href = href;
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener(
          'error',
          () => {
            failedUrls.add(href);
            link.remove();
            resolve();
          },
          { once: true },
        );
        document.head.appendChild(link);
      }),
  );
  return Promise.all(settled).then(() => undefined);
}

/**
 * A download the page started on its own (an idle prefetch) and nobody waited for is not the
 * page's error, nor the theme's (decision 025): the part asks again when it is used and says so
 * there. Every loader catches its own (loadOnce); this keeps a missed one off `window.onerror`.
 */
function quietFailedDownload(event: PromiseRejectionEvent): void {
  if (isChunkLoadError(event.reason)) event.preventDefault();
}

export function forgetFailedStylesheets(): void {
  // A link's error does not bubble: heard on its way down, before Vite's own listener settles.
  document.addEventListener('error', noteFailedStylesheet, true);
  window.addEventListener('vite:preloadError', removeFailedStylesheets);
  setBeforeDownload(linkFailedStylesheets);
  window.addEventListener('unhandledrejection', quietFailedDownload);
}
