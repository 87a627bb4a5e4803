/**
 * Vite's preload helper skips any stylesheet already linked in the page, failed or not: after a
 * lazily loaded part's stylesheet failed to download (offline), its retry would then go on without
 * it (an unstyled dialog). The failed link is removed as the failure is announced, so the retry
 * (loadOnce's, or the shopper's Try again) adds it and downloads it again.
 */
const FAILED_CSS = /Unable to preload CSS for (\S+)/;

function removeFailedStylesheet(event: Event): void {
  const payload = (event as Event & { payload?: unknown }).payload;
  const url = payload instanceof Error ? FAILED_CSS.exec(payload.message)?.[1] : undefined;
  if (!url) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === url && link.sheet === null) link.remove();
  }
}

export function forgetFailedStylesheets(): void {
  window.addEventListener('vite:preloadError', removeFailedStylesheet);
}
