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
/** Links linked again and still loading (no sheet yet, as a failed one), each with its end. */
const relinking = new Map<HTMLLinkElement, Promise<void>>();

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
    // Vite announces a stylesheet two imports share once for each, the second after the first
    // one's retry may have linked it again: removed while loading, that link would never settle.
    if (relinking.has(link)) continue;
    const failed = failedLinks.has(link) || (link.href === url && link.sheet === null);
    if (!failed || !link.href.startsWith(folder)) continue;
    failedUrls.add(link.href);
    link.remove();
  }
}

/**
 * Whether `link` loaded, once it has loaded, failed or left the document: a link removed while
 * it loads fires neither event, and a download waits on this.
 */
function linkSettled(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = new MutationObserver(() => link.isConnected || settle(false));
    const settle = (loaded: boolean) => {
      gone.disconnect();
      resolve(loaded);
    };
    link.addEventListener('load', () => settle(true), { once: true });
    link.addEventListener('error', () => settle(false), { once: true });
    gone.observe(document, { childList: true, subtree: true });
  });
}

/** Links `href` again as Vite links it; a failure is kept for the download after. */
function relink(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const settled = linkSettled(link).then((loaded) => {
    relinking.delete(link);
    if (loaded) return;
    failedUrls.add(href);
    link.remove();
  });
  relinking.set(link, settled);
  document.head.appendChild(link);
}

/**
 * Each failed stylesheet linked again; settles when every one linked again so far, by this
 * download or another, has loaded, failed or gone: Vite, having asked once, waits for none.
 */
function linkFailedStylesheets(): Promise<void> | undefined {
  const urls = [...failedUrls];
  failedUrls.clear();
  urls.forEach(relink);
  if (relinking.size === 0) return undefined;
  return Promise.all(relinking.values()).then(() => undefined);
}

/**
 * A download the page started on its own (an idle prefetch) and nobody waited for is not the
 * page's error, nor the theme's (decision 025): the part asks again when it is used and says so
 * there. Every loader catches its own (loadOnce); this keeps a missed one off `window.onerror`.
 */
function quietFailedDownload(event: PromiseRejectionEvent): void {
  if (isChunkLoadError(event.reason)) event.preventDefault();
}

/** Answers a stop (the unit tests share one page between files). */
export function forgetFailedStylesheets(): () => void {
  // A link's error does not bubble: heard on its way down, before Vite's own listener settles.
  document.addEventListener('error', noteFailedStylesheet, true);
  window.addEventListener('vite:preloadError', removeFailedStylesheets);
  setBeforeDownload(linkFailedStylesheets);
  window.addEventListener('unhandledrejection', quietFailedDownload);
  return () => {
    document.removeEventListener('error', noteFailedStylesheet, true);
    window.removeEventListener('vite:preloadError', removeFailedStylesheets);
    setBeforeDownload(() => undefined);
    window.removeEventListener('unhandledrejection', quietFailedDownload);
    failedUrls.clear();
    relinking.clear();
  };
}
