/**
 * The envelope middleware has already rejected every failure, so what reaches a request
 * function is a success envelope; this only picks `data` out of it. An absent `data` (the
 * contract allows it) is normalised to null so callers test one value.
 */
export function envelopeData<T>(envelope: { data?: T } | undefined): T | null {
  return envelope?.data ?? null;
}
