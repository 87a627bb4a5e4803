/**
 * Vite's preload helper skips a stylesheet already linked, even a failed one, so a retry would go
 * on unstyled: the failed link is removed so the retry downloads it again.
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
