import { toSameOriginPath } from '#src/domain/navigation/same-origin-path.ts';

/** The login stand-in's `return_to` rule: only a same-origin address is followed. */
const DEFAULT_RETURN_PATH = '/pages/autoship-manage';

export interface ReturnTarget {
  /** Where to go after signing in: a same-origin path (with query and hash). */
  target: string;
  /** The `return_to` that was refused because it leaves the store, else null. */
  refused: string | null;
}

/** The app's one same-origin check (`toSameOriginPath`) decides; the stand-in only explains. */
export function resolveReturnTo(returnTo: string | null, origin: string): ReturnTarget {
  if (returnTo === null || returnTo.trim() === '')
    return { target: DEFAULT_RETURN_PATH, refused: null };
  const target = toSameOriginPath(returnTo, origin);
  return target === null
    ? { target: DEFAULT_RETURN_PATH, refused: returnTo }
    : { target, refused: null };
}
