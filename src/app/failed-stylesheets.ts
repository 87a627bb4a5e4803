/**
 * Vite's preload helper skips a stylesheet already linked, even a failed one, so a retry would go
 * on unstyled: the failed link is removed so the retry downloads it again.
 */
import { isChunkLoadError } from '#src/domain/loading/chunk-error.ts';

const FAILED_CSS = /Unable to preload CSS for (\S+)/;

function removeFailedStylesheet(event: Event): void {
  const payload = (event as Event & { payload?: unknown }).payload;
  const url = payload instanceof Error ? FAILED_CSS.exec(payload.message)?.[1] : undefined;
  if (!url) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === url && link.sheet === null) link.remove();
  }
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
  window.addEventListener('vite:preloadError', removeFailedStylesheet);
  window.addEventListener('unhandledrejection', quietFailedDownload);
}
