/**
 * Prism mode's sign-in. Prism keeps no session, so the login stand-in's is kept here, per tab and
 * scenario: Prism mode then asks Prism for the scenario's signed-in answers (generated from what
 * the stateful mock answers after the same sign-in) and the store context carries the session.
 */
import type { MockSession } from './store/mock-state.ts';

const KEY = 'autoship.prismSession';

interface Kept {
  scenario: string;
  session: MockSession;
}

export function keepPrismSession(storage: Storage, scenario: string, session: MockSession): void {
  storage.setItem(KEY, JSON.stringify({ scenario, session } satisfies Kept));
}

/** The session signed in under this scenario; none after switching to another. */
export function prismSession(storage: Storage, scenario: string): MockSession | null {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Kept | null;
    return kept?.scenario === scenario ? kept.session : null;
  } catch {
    return null;
  }
}

export function endPrismSession(storage: Storage): void {
  storage.removeItem(KEY);
}
