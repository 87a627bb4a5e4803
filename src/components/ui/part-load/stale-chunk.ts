import { browserOnline } from '#src/domain/loading/chunk-error.ts';

/**
 * After a theme update the page names files that are gone: only a reload gets the new names. Once
 * per while (the tab remembers), on 404/410 while online, so a still-missing file cannot loop.
 */
const RELOADED_AT_KEY = 'autoship.stale-chunk-reload';
const RELOAD_GUARD_MS = 5 * 60 * 1000;

export const staleChunkReload = {
  reload(): void {
    globalThis.location.reload();
  },
};

function reloadedRecently(now: number): boolean | null {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? NaN);
    if (Number.isFinite(at) && now - at >= 0 && now - at < RELOAD_GUARD_MS) return true;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return false;
  } catch {
    return null; // no memory, no way to stop a loop: no reload
  }
}

export async function recoverFromStaleChunk(url: string | null): Promise<boolean> {
  if (!url || !browserOnline()) return false;
  let status: number;
  try {
    status = (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return false; // no answer: the connection, not a stale name
  }
  if (status !== 404 && status !== 410) return false;
  if (reloadedRecently(Date.now()) !== false) return false;
  staleChunkReload.reload();
  return true;
}
