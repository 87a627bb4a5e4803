/**
 * The plan writes' refusals whose meaning we know (openapi.yaml's envelope codes): 5002 no such
 * plan (deleted elsewhere), 5003 not in a state for this, 5007 changed since it was read
 * (proposed). A shopper is told them in our words, never the server's text.
 */
import { isApiError } from './api-error.ts';

export type PlanRefusal = 'gone' | 'state' | 'changed';

const REFUSAL_CODES: Readonly<Record<number, PlanRefusal>> = {
  5002: 'gone',
  5003: 'state',
  5007: 'changed',
};

/** A write refused before it was sent: this tab already knows a newer plan (another tab's). */
export class PlanRefusedHere extends Error {
  constructor(readonly refusal: Exclude<PlanRefusal, 'state'>) {
    super(`The plan was ${refusal === 'gone' ? 'deleted' : 'changed'} since it was read`);
    this.name = 'PlanRefusedHere';
  }
}

export function planRefusal(error: unknown): PlanRefusal | null {
  if (error instanceof PlanRefusedHere) return error.refusal;
  if (!isApiError(error) || error.code === null) return null;
  // A failure envelope, also under an HTTP 4xx; a 5xx is a failing server, not a refusal.
  if (error.kind !== 'envelope' && !(error.kind === 'http' && (error.status ?? 500) < 500)) {
    return null;
  }
  return REFUSAL_CODES[error.code] ?? null;
}
