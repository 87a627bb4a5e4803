/** A JSON object (not null, not an array): what every answer's `data` and each record must be. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
