/**
 * Telling a failed download of the app's own code (a lazily loaded chunk or its stylesheet) from
 * any other error, by the words the browser and Vite's preload helper use. Such a failure says
 * nothing about the server: it is the connection, or a theme update that replaced the files.
 */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS for/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** The address of the file that failed, when the message names one (for the stale-file check). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+)/.exec(message)?.[1] ?? null;
}

/** Whether the browser says it is offline (true when it cannot say). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
