/** Failures were rejected by the envelope middleware; an absent `data` becomes null. */
export function envelopeData<T>(envelope: { data?: T } | undefined): T | null {
  return envelope?.data ?? null;
}
