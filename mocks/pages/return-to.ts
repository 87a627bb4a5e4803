/** The login stand-in's `return_to` rule: only a same-origin address is followed. */
export const DEFAULT_RETURN_PATH = '/pages/autoship-manage';

export interface ReturnTarget {
  /** Where to go after signing in: a same-origin path (with query and hash). */
  target: string;
  /** The `return_to` that was refused because it leaves the store, else null. */
  refused: string | null;
}

export function resolveReturnTo(returnTo: string | null, origin: string): ReturnTarget {
  if (returnTo === null || returnTo.trim() === '')
    return { target: DEFAULT_RETURN_PATH, refused: null };
  let url: URL;
  try {
    url = new URL(returnTo, origin);
  } catch {
    return { target: DEFAULT_RETURN_PATH, refused: returnTo };
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) {
    return { target: DEFAULT_RETURN_PATH, refused: returnTo };
  }
  return { target: `${url.pathname}${url.search}${url.hash}`, refused: null };
}
